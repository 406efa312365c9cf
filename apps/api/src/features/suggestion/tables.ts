import type { SuggestionEmailSetting, SuggestionState } from '@cc/contracts/suggestion-records';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, communityId, userRef } from '../../platform/db/columns';
import type { StoredPhoto } from '../../platform/files/stored-photos';
import { units } from '../../platform/residence/tables';

export type { StoredPhoto };

/**
 * One suggestion. `authorUserId` is kept even for an anonymous one (its author reads and
 * withdraws it, and is told of changes) but is never shown; an anonymous one keeps no unit.
 * `version` goes up by one with every change: a change names the version it read.
 */
export const suggestions = pgTable(
  'suggestions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityId(),
    category: text('category').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    anonymous: boolean('anonymous').notNull().default(false),
    authorUserId: userRef('author_user_id'),
    unitId: uuid('unit_id').references(() => units.id, { onDelete: 'set null' }),
    photos: jsonb('photos').$type<StoredPhoto[]>().notNull().default([]),
    state: text('state').$type<SuggestionState>().notNull().default('NEW'),
    version: integer('version').notNull().default(1),
    reply: text('reply'),
    repliedAt: at('replied_at'),
    note: text('note'),
    deletedAt: at('deleted_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // The tabs and the date filter, newest first within a community (and a state): ascending,
    // read backwards, which is the order `created_at desc, id desc` asks for (a DESC index is
    // NULLS LAST here, which that order is not, and the planner would sort the whole table).
    index('suggestions_community_created_idx').on(t.communityId, t.createdAt, t.id),
    index('suggestions_community_state_created_idx').on(t.communityId, t.state, t.createdAt, t.id),
    index('suggestions_author_idx').on(t.communityId, t.authorUserId, t.createdAt, t.id),
  ],
);

/** The timeline: every change, who made it and its note; nothing is removed from it. */
export const suggestionEvents = pgTable(
  'suggestion_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityId(),
    suggestionId: uuid('suggestion_id')
      .notNull()
      .references(() => suggestions.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    fromState: text('from_state').$type<SuggestionState>(),
    toState: text('to_state').$type<SuggestionState>(),
    byUserId: userRef('by_user_id'),
    byName: text('by_name'),
    text: text('text'),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('suggestion_events_suggestion_idx').on(t.suggestionId, t.at)],
);

export const suggestionSettings = pgTable('suggestion_settings', {
  communityId: communityId().primaryKey(),
  categories: jsonb('categories').$type<string[]>().notNull(),
  allowAnonymous: boolean('allow_anonymous').notNull().default(true),
  autoAckText: text('auto_ack_text').notNull().default(''),
  mail: jsonb('mail').$type<SuggestionEmailSetting>().notNull().default({ mode: 'INSTANT', recipients: [] }),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * Every mail the area handed to the mailer, one row per (what, address): a job run again after
 * a failure finds the rows of the mails already sent and sends only the rest.
 */
export const suggestionMailSends = pgTable(
  'suggestion_mail_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityId(),
    /** `new:<suggestionID>` or `digest:<day>`. */
    about: text('about').notNull(),
    address: text('address').notNull(),
    sentAt: at('sent_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('suggestion_mail_sends_once_idx').on(t.communityId, t.about, t.address)],
);
