import { sql } from 'drizzle-orm';
import { date, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Lower-cased; the spec's userID. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash'),
  firstname: text('firstname').notNull().default(''),
  lastname: text('lastname').notNull().default(''),
  imageUrl: text('image_url'),
  gender: text('gender', { enum: ['MALE', 'FEMALE', 'OTHERS'] }),
  mobile: text('mobile'),
  birthdate: date('birthdate', { mode: 'string' }),
  /** Set by the operator: the account signs in no more, and its live tokens stop at once. */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The ways beyond the account's own e-mail to sign in: a social provider's subject (`GOOGLE`,
 * `FACEBOOK`, `APPLE`: its ID token's `sub`, through that provider's sign-in, or as
 * `facebook:<id>` with the password), and
 * (with the password) a verified extra e-mail or `phone:<number>` at the token endpoint.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    provider: text('provider', { enum: ['FACEBOOK', 'APPLE', 'GOOGLE', 'EMAIL', 'PHONE'] }).notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('user_identities_user_idx').on(t.userId)],
);

export const userPreferences = pgTable(
  'user_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** One sign-in: its refresh tokens rotate within it, and access tokens name it (`sid`). */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/**
 * Single-use secrets kept only as hashes: password reset links, guard-app handovers, the code a
 * social sign-in hands the console to trade for its tokens, and the tickets live sockets open with.
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose', {
      enum: ['PASSWORD_RESET', 'GUARD_HANDOVER', 'SOCIAL_SIGN_IN', 'SOCKET_TICKET'],
    }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    communityId: text('community_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('one_time_tokens_user_idx').on(t.userId, t.purpose).where(sql`used_at is null`)],
);
