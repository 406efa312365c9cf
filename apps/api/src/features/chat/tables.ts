import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { at, communityId, userKey, userRef } from '../../platform/db/columns';

/**
 * One room per resident and community. The row is the room's lock: a message takes it FOR
 * UPDATE to number itself (`last_seq + 1`), so concurrent sends get 1, 2, 3... in one order for
 * everyone, and the counters beside it (unread, waiting since, auto-reply) move with the message.
 */
export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityId(),
    residentId: userKey('resident_id'),
    status: text('status', { enum: ['OPEN', 'PENDING', 'CLOSED'] })
      .notNull()
      .default('OPEN'),
    assigneeId: userRef('assignee_id'),
    lastSeq: integer('last_seq').notNull().default(0),
    lastMessageAt: at('last_message_at'),
    lastPreview: text('last_preview').notNull().default(''),
    lastSide: text('last_side', { enum: ['RESIDENT', 'OFFICE', 'SYSTEM'] }),
    /** Messages from the resident the office has not read / from the office the resident has not. */
    officeUnread: integer('office_unread').notNull().default(0),
    residentUnread: integer('resident_unread').notNull().default(0),
    officeReadSeq: integer('office_read_seq').notNull().default(0),
    residentReadSeq: integer('resident_read_seq').notNull().default(0),
    /** The first unanswered resident message of the current run; null once the office answers. */
    waitingSince: at('waiting_since'),
    /** The current unanswered run has had its after-hours auto-reply. */
    autoReplied: boolean('auto_replied').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_rooms_resident_idx').on(t.communityId, t.residentId),
    // room/list: keyset on last activity, newest first (rooms never written to sort last).
    index('chat_rooms_activity_idx').on(t.communityId, t.lastMessageAt.desc().nullsLast(), t.id.desc()),
    index('chat_rooms_status_idx').on(
      t.communityId,
      t.status,
      t.lastMessageAt.desc().nullsLast(),
      t.id.desc(),
    ),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityId(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    side: text('side', { enum: ['RESIDENT', 'OFFICE', 'SYSTEM'] }).notNull(),
    senderId: userRef('sender_id'),
    clientMessageId: text('client_message_id'),
    body: text('body').notNull(),
    recalledAt: at('recalled_at'),
    /** What was recalled, kept for the audit trail; the room's members see the trace only. */
    recalledBody: text('recalled_body'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_messages_room_seq_idx').on(t.roomId, t.seq),
    uniqueIndex('chat_messages_client_idx')
      .on(t.roomId, t.senderId, t.clientMessageId)
      .where(sql`client_message_id is not null`),
    // The 429 rule counts one sender's recent messages.
    index('chat_messages_sender_idx').on(t.communityId, t.senderId, t.createdAt),
    index('chat_messages_body_trgm_idx').using('gin', sql`${t.body} gin_trgm_ops`),
  ],
);

/** An uploaded file: private, served to the room's members only; bound to a message once sent. */
export const chatAttachments = pgTable(
  'chat_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityId(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id').references(() => chatMessages.id, { onDelete: 'set null' }),
    uploaderId: userRef('uploader_id'),
    fileKey: text('file_key').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('chat_attachments_message_idx').on(t.messageId),
    index('chat_attachments_room_idx').on(t.roomId),
  ],
);

export const chatAdmins = pgTable(
  'chat_admins',
  {
    communityId: communityId(),
    userId: userKey('user_id'),
    addedBy: userRef('added_by'),
    addedAt: at('added_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.communityId, t.userId] })],
);

export const chatPreferences = pgTable('chat_preferences', {
  communityId: communityId().primaryKey(),
  /** Seven entries, Sunday first: `{open, close}` or null. */
  officeHours: jsonb('office_hours').notNull(),
  holidays: jsonb('holidays').notNull().default([]),
  autoReplyEnabled: boolean('auto_reply_enabled').notNull().default(true),
  autoReplyTexts: jsonb('auto_reply_texts').notNull().default({}),
  greeting: text('greeting').notNull().default(''),
  quickReplies: jsonb('quick_replies').notNull().default([]),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * Open chat sockets, one row per socket, refreshed by the instance holding it every 30 s:
 * whether a user has a socket anywhere (duplicate check, push when none, admin online) is one
 * query, true across instances. A row not refreshed for 75 s belongs to a lost instance.
 */
export const chatPresence = pgTable(
  'chat_presence',
  {
    connectionId: uuid('connection_id').primaryKey(),
    communityId: communityId(),
    userId: userKey('user_id'),
    deviceId: text('device_id').notNull(),
    instanceId: text('instance_id').notNull(),
    refreshedAt: at('refreshed_at').notNull().defaultNow(),
  },
  (t) => [index('chat_presence_user_idx').on(t.communityId, t.userId)],
);
