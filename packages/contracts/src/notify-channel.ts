import { z } from 'zod';
import { FEATURE_ENUMS } from './features';
import { DEFAULT_LANG, LANGS } from './i18n';
import { communityIdSchema } from './session';

/**
 * Office alerts: a community's staff notifications (and a morning digest) copied to the office's
 * LINE group, Telegram chat or a signed webhook. Secrets are written, never read back: an answer
 * shows their last 4 characters only.
 */
export const NOTIFY_CHANNEL_KINDS = ['LINE', 'TELEGRAM', 'WEBHOOK'] as const;
export type NotifyChannelKind = (typeof NOTIFY_CHANNEL_KINDS)[number];

export const DELIVERY_STATUSES = ['PENDING', 'SENT', 'FAILED', 'DEAD'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** After the first attempt fails: 1 min, 5 min, 30 min, 2 h, 6 h; then the delivery is DEAD. */
export const DELIVERY_RETRY_DELAYS_MS = [60_000, 300_000, 1_800_000, 7_200_000, 21_600_000] as const;
/** Telegram refuses longer texts. */
export const TELEGRAM_TEXT_MAX = 4096;
/** The local hour the morning digest goes out. */
export const DIGEST_HOUR = 8;

/** What every channel shares: on or off, which features' staff notifications, digest, language. */
const common = {
  enabled: z.boolean('enabled must be true or false'),
  features: z.array(z.enum(FEATURE_ENUMS, 'features holds an unknown feature')).max(FEATURE_ENUMS.length),
  digest: z.boolean('digest must be true or false'),
  lang: z.enum(LANGS, `lang must be one of ${LANGS.join(', ')}`).default(DEFAULT_LANG),
};
const secretText = (field: string) =>
  z
    .string()
    .trim()
    .min(8, `${field} is too short`)
    .max(512, `${field} is too long`)
    .regex(/^[\x21-\x7e]+$/, `${field} holds characters a token cannot have`);
/** Left out (or blank) on update: the stored secret stays. */
const keptSecret = (field: string) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), secretText(field).optional());

const viewCommon = {
  communityID: z.string(),
  enabled: z.boolean(),
  features: z.array(z.enum(FEATURE_ENUMS)),
  digest: z.boolean(),
  lang: z.enum(LANGS),
  updatedAt: z.string().nullable(),
};
/** "…a1b2": the last 4 characters of a stored secret, or null when none is stored. */
const last4 = z.string().nullable();

export const lineSettingSchema = z.object({
  ...viewCommon,
  groupID: z.string().nullable(),
  channelAccessTokenLast4: last4,
  channelSecretLast4: last4,
  /** The path to give LINE's console as the webhook URL. */
  webhookPath: z.string(),
});
export const lineSettingUpdateSchema = z.object({
  communityID: communityIdSchema,
  ...common,
  groupID: z
    .string()
    .trim()
    .regex(/^[CRU][0-9a-f]{32}$/, 'groupID must be a LINE group, room or user ID')
    .nullable()
    .optional(),
  channelAccessToken: keptSecret('channelAccessToken'),
  channelSecret: keptSecret('channelSecret'),
});

export const telegramSettingSchema = z.object({
  ...viewCommon,
  chatID: z.string().nullable(),
  botTokenLast4: last4,
});
export const telegramSettingUpdateSchema = z.object({
  communityID: communityIdSchema,
  ...common,
  chatID: z
    .string()
    .trim()
    .regex(/^(-?[0-9]{1,20}|@[A-Za-z0-9_]{5,32})$/, 'chatID must be a chat number or @channel')
    .nullable()
    .optional(),
  botToken: keptSecret('botToken'),
});

export const webhookSettingSchema = z.object({
  ...viewCommon,
  url: z.string().nullable(),
  secretLast4: last4,
});
export const webhookSettingUpdateSchema = z.object({
  communityID: communityIdSchema,
  ...common,
  url: z
    .url({ protocol: /^https?$/, error: 'url must be an http(s) address' })
    .max(500, 'url is too long')
    .nullable()
    .optional(),
  /** A Standard Webhooks secret: `whsec_` and base64 of 24 to 64 bytes. */
  secret: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .string()
      .regex(/^whsec_[A-Za-z0-9+/]{32,88}={0,2}$/, 'secret must be whsec_ followed by base64')
      .optional(),
  ),
});

export const lineGroupSchema = z.object({ groupID: z.string(), joinedAt: z.string(), active: z.boolean() });
export const telegramChatSchema = z.object({ chatID: z.string(), title: z.string(), type: z.string() });

export const deliverySchema = z.object({
  deliveryID: z.string(),
  kind: z.enum(NOTIFY_CHANNEL_KINDS),
  title: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  httpStatus: z.number().int().nullable(),
  providerID: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type Delivery = z.infer<typeof deliverySchema>;
