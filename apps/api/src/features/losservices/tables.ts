import { SERVICE_KINDS } from '@cc/contracts/losservices';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { at, communityId, userRef } from '../../platform/db/columns';

/**
 * The operator's partners (a cleaning company, an air-con crew, movers), for every community:
 * written only by the operator's commands, never deleted (retired instead, so services and
 * requests that name one keep their history).
 */
export const losservicesPartners = pgTable('losservices_partners', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  kinds: text('kinds', { enum: SERVICE_KINDS }).array().notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  retiredAt: at('retired_at'),
});

/**
 * A service a community offers: a partner's, turned on here, or a local vendor's. The vendor's
 * name and e-mail are copied in at creation, so a partner's later change never rewrites where
 * past requests went. Turned off, never deleted.
 */
export const losservicesServices = pgTable(
  'losservices_services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityId(),
    kind: text('kind', { enum: SERVICE_KINDS }).notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    fromPriceSatang: integer('from_price_satang').notNull(),
    partnerId: uuid('partner_id').references(() => losservicesPartners.id),
    vendorName: text('vendor_name').notNull(),
    vendorEmail: text('vendor_email').notNull(),
    isEnabled: boolean('is_enabled').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('losservices_services_community_idx').on(t.communityId, t.createdAt),
    check('losservices_services_price_check', sql`${t.fromPriceSatang} >= 0`),
  ],
);

/** A resident's order of one service, moved by the partner's signed link or the office. */
export const losservicesRequests = pgTable(
  'losservices_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityId(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => losservicesServices.id),
    requesterId: userRef('requester_id'),
    requesterName: text('requester_name').notNull(),
    place: text('place').notNull(),
    note: text('note').notNull().default(''),
    preferredDate: date('preferred_date', { mode: 'string' }).notNull(),
    status: text('status', {
      enum: ['REQUESTED', 'ACCEPTED', 'SCHEDULED', 'DONE', 'REJECTED', 'CANCELLED'],
    }).notNull(),
    scheduledAt: at('scheduled_at'),
    statusNote: text('status_note').notNull().default(''),
    reviewRating: smallint('review_rating'),
    reviewComment: text('review_comment'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('losservices_requests_community_idx').on(t.communityId, t.createdAt, t.id),
    index('losservices_requests_requester_idx').on(t.communityId, t.requesterId, t.createdAt),
    index('losservices_requests_service_idx').on(t.serviceId, t.status),
    check('losservices_requests_rating_check', sql`${t.reviewRating} between 1 and 5`),
  ],
);
