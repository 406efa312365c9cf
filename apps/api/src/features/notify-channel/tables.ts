import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, communityId, userRef } from '../../platform/db/columns';

/**
 * One office-alert channel of a community (LINE, TELEGRAM or WEBHOOK). `secrets` holds the
 * channel's tokens each sealed with AES-256-GCM (secret-box.ts), never in clear text; `last4`
 * is what an answer may show of each.
 */
export const notifyChannels = pgTable(
  'notify_channels',
  {
    communityId: communityId(),
    kind: text('kind', { enum: ['LINE', 'TELEGRAM', 'WEBHOOK'] }).notNull(),
    enabled: boolean('enabled').notNull().default(false),
    features: text('features').array().notNull().default(sql`'{}'::text[]`),
    digest: boolean('digest').notNull().default(false),
    lang: text('lang').notNull().default('th'),
    /** LINE group ID, Telegram chat ID or the webhook URL. */
    target: text('target'),
    secrets: jsonb('secrets').$type<Record<string, string>>().notNull().default({}),
    last4: jsonb('last4').$type<Record<string, string>>().notNull().default({}),
    /** When LINE last called the community's webhook (any event, signature good). */
    lastEventAt: at('last_event_at'),
    updatedAt: at('updated_at'),
    updatedBy: userRef('updated_by'),
  },
  (t) => [primaryKey({ columns: [t.communityId, t.kind] })],
);

/** The LINE groups the community's bot joined (and left), from the webhook's join and leave events. */
export const notifyLineGroups = pgTable(
  'notify_line_groups',
  {
    communityId: communityId(),
    groupId: text('group_id').notNull(),
    active: boolean('active').notNull().default(true),
    joinedAt: at('joined_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.communityId, t.groupId] })],
);

/**
 * The delivery log: one row per message and channel. `messageKey` (the notification, a test, a
 * day's digest) is unique per channel, so a message is queued once however often it is raised.
 * `retryKey` goes with every attempt (LINE's X-Line-Retry-Key, the webhook-id), so a retry of
 * a request that did arrive is not delivered twice. `sendingUntil` leases an attempt in progress;
 * `nextAttemptAt` is when a waiting one is due (none: at once).
 */
export const notifyDeliveries = pgTable(
  'notify_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityId(),
    kind: text('kind', { enum: ['LINE', 'TELEGRAM', 'WEBHOOK'] }).notNull(),
    messageKey: text('message_key').notNull(),
    featureEnum: text('feature_enum'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    target: text('target'),
    status: text('status', { enum: ['PENDING', 'SENT', 'FAILED', 'DEAD'] })
      .notNull()
      .default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    httpStatus: integer('http_status'),
    providerId: text('provider_id'),
    lastError: text('last_error'),
    retryKey: uuid('retry_key').notNull().defaultRandom(),
    sendingUntil: at('sending_until'),
    nextAttemptAt: at('next_attempt_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    sentAt: at('sent_at'),
  },
  (t) => [
    uniqueIndex('notify_deliveries_message_idx').on(t.communityId, t.kind, t.messageKey),
    index('notify_deliveries_log_idx').on(t.communityId, t.createdAt.desc(), t.id.desc()),
    // A batch's claim looks among the waiting few, however long the community's log grows.
    index('notify_deliveries_waiting_idx')
      .on(t.communityId, t.nextAttemptAt)
      .where(sql`${t.status} in ('PENDING', 'FAILED')`),
  ],
);
