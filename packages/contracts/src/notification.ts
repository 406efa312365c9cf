import { z } from 'zod';
import { allow, guardedOperation } from './access';
import { dataEnvelope, itemsEnvelope, okSchema } from './envelope';
import { PERMISSION_KEYS } from './features';
import { communityIdSchema, communityQuerySchema } from './session';

/** Spec 3: the app name the count list answers ({product}-mobile-niti). */
export const NOTIFICATION_APP_NAME = 'community-mobile-niti';
export const INBOX_PAGE_SIZE = 20;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (v: string) => UUID.test(v);
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** What a browser's PushSubscription.toJSON() holds that sending needs. */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .url({ protocol: /^https?$/ })
    .max(2048)
    .refine(
      (u) => u.startsWith('https://') || /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//.test(u),
      'endpoint must be an https URL (plain http only on 127.0.0.1 or localhost)',
    ),
  keys: z.object({
    // base64url of a 65-byte P-256 point and of a 16-byte secret; some browsers pad.
    p256dh: z.string().regex(BASE64URL, 'keys.p256dh must be base64url').min(86).max(90),
    auth: z.string().regex(BASE64URL, 'keys.auth must be base64url').min(16).max(32),
  }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

/**
 * The console's push subscription, kept under the spec's storage name `fcmToken`: the text of
 * JSON.stringify(PushSubscription).
 */
export const fcmTokenSchema = z
  .string()
  .trim()
  .min(1, 'fcmToken is required')
  .max(4096)
  .superRefine((text, ctx) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'fcmToken must be a push subscription (JSON)' });
      return;
    }
    const result = pushSubscriptionSchema.safeParse(parsed);
    for (const issue of result.error?.issues ?? []) {
      const field = `fcmToken.${issue.path.join('.')}`;
      const missing = issue.code === 'invalid_type' && issue.input === undefined;
      ctx.addIssue({
        code: 'custom',
        message: missing ? `${field} is missing` : `${field}: ${issue.message}`,
      });
    }
  });

/** What a feature raises; the inbox keeps all of it, the push carries a shortened copy. */
export const notificationMessageSchema = z.object({
  title: z.string().trim().min(1, 'title is required').max(200, 'title must be at most 200 characters'),
  body: z.string().trim().min(1, 'body is required').max(2000, 'body must be at most 2000 characters'),
  featureEnum: z.enum(PERMISSION_KEYS),
  // A path inside the console only: the service worker opens it, so never another site.
  target: z
    .string()
    .regex(/^\/(?!\/)[^\s\\]*$/, 'target must be a path inside the console')
    .max(300)
    .optional(),
});
export type NotificationMessage = z.infer<typeof notificationMessageSchema>;

/** Spec 3: one item of the bell's inbox. */
export const inboxItemSchema = z.object({
  notificationID: z.string(),
  inboxTitle: z.string(),
  inboxBody: z.string(),
  /** ISO 8601 in UTC; the console shows it in the community's time zone. */
  displayActivityDate: z.string(),
  readContentFlag: z.boolean(),
  featureEnum: z.enum(PERMISSION_KEYS),
  /** Where a click leads (the registry's notificationTarget unless the feature named a page). */
  target: z.string(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

const badgeSchema = z.object({
  isSuccess: z.literal(true),
  item: z.object({ inboxBadgeCount: z.number().int() }),
});

/** Spec 3: the push message's JSON, which the service worker shows. */
export const pushPayloadSchema = z.object({
  notification: z.object({ title: z.string(), body: z.string() }),
  data: z.object({
    featureEnum: z.enum(PERMISSION_KEYS),
    target: z.string(),
    communityID: z.string(),
    notificationID: z.string(),
  }),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

export const notificationOps = {
  communityCounts: guardedOperation({
    method: 'GET',
    path: '/api/notification/community/user',
    summary: 'Unread notifications per community of the user (for the community switcher)',
    access: allow.signedIn,
    query: z.object({ entityType: z.enum(['PMC'], 'entityType must be PMC') }),
    response: itemsEnvelope(z.object({ communityID: z.string(), count: z.number().int() })),
  }),
  userCount: guardedOperation({
    method: 'GET',
    path: '/api/notification/user',
    summary: 'Unread notifications of the user in one community, as the count list',
    access: allow.memberWhileSuspended,
    query: communityQuerySchema,
    response: z.object({
      isSuccess: z.literal(true),
      userNotificationCountList: z.array(z.object({ appName: z.string(), count: z.number().int() })),
      errorMessage: z.null(),
    }),
  }),
  userClear: guardedOperation({
    method: 'PUT',
    path: '/api/notification/user/clear',
    summary:
      "Clear the app's count list in one community (the badge goes to zero; the inbox items keep their read marks)",
    access: allow.memberWhileSuspended,
    body: z.object({ communityID: communityIdSchema }),
    response: z.object({
      isSuccess: z.literal(true),
      userNotificationCountList: z.array(z.object({ appName: z.string(), count: z.number().int() })),
      errorMessage: z.null(),
    }),
  }),
  subscribe: guardedOperation({
    method: 'POST',
    path: '/api/notification/webniti/subscribe',
    summary: "Register this browser's push subscription",
    access: allow.signedIn,
    body: z.object({ fcmToken: fcmTokenSchema }),
    response: okSchema,
  }),
  unsubscribe: guardedOperation({
    method: 'DELETE',
    path: '/api/notification/webniti/unsubscribe',
    summary: "Remove this browser's push subscription (the first step of logout)",
    access: allow.signedIn,
    // A browser that never allowed push has no token; removing nothing still succeeds.
    body: z.object({ fcmToken: z.string().max(4096).nullish() }).nullish(),
    response: okSchema,
  }),
  badgeCount: guardedOperation({
    method: 'GET',
    path: '/api/notification/badge/count',
    summary: "The bell's badge: unread inbox items in this community",
    access: allow.memberWhileSuspended,
    query: communityQuerySchema,
    response: badgeSchema,
  }),
  inbox: guardedOperation({
    method: 'GET',
    path: '/api/notification/inbox',
    summary: `The inbox, newest first, ${INBOX_PAGE_SIZE} a page; pass the answer's lastKey for the next page`,
    access: allow.memberWhileSuspended,
    query: z.object({
      communityID: communityIdSchema,
      // Spec 7: the first page sends the text 'undefined'. Otherwise the opaque key last answered.
      lastKey: z
        .string()
        .max(64)
        .refine((k) => k === '' || k === 'undefined' || isUuid(k), 'lastKey is not valid')
        .optional(),
    }),
    response: itemsEnvelope(inboxItemSchema),
  }),
  read: guardedOperation({
    method: 'PUT',
    path: '/api/notification/inbox/read',
    summary: "Mark one inbox item read; answers the new badge count (of the notification's community)",
    access: allow.memberWhileSuspended,
    // Spec 7: the payload is `notificationID` alone; the community is then the notification's own.
    body: z.object({
      communityID: communityIdSchema.optional(),
      notificationID: z.string().refine(isUuid, 'notificationID is not valid'),
    }),
    response: badgeSchema,
  }),
  readAll: guardedOperation({
    method: 'PUT',
    path: '/api/notification/inbox/read-all',
    summary: 'Mark every inbox item of this community read',
    access: allow.memberWhileSuspended,
    body: z.object({ communityID: communityIdSchema }),
    response: badgeSchema,
  }),
  vapidPublicKey: guardedOperation({
    method: 'GET',
    path: '/api/notification/vapid-public-key',
    summary: "The server's VAPID public key, the applicationServerKey for pushManager.subscribe",
    access: allow.public,
    response: dataEnvelope(z.object({ publicKey: z.string() })),
  }),
} as const;
