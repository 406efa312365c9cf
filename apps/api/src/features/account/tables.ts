import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../platform/auth/tables';

/**
 * One-time codes sent to an e-mail or phone a user wants to add as a sign-in identity. Only a
 * hash of the code (salted with the row's id) is kept; a code expires and is spent once.
 */
export const identityVerifications = pgTable(
  'identity_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    identityType: text('identity_type', { enum: ['EMAIL', 'PHONE'] }).notNull(),
    /** Normalised: a lower-cased e-mail, or a phone number of digits and a leading +. */
    identity: text('identity').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the right code added the identity: a code is spent once. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('identity_verifications_user_idx').on(t.userId, t.identityType, t.identity)],
);
