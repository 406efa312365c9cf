import type {
  CancelReason,
  IncidentCategory,
  IncidentEventAction,
  IncidentSeverity,
  IncidentStatus,
} from '@cc/contracts/incident';
import type { SosStatus } from '@cc/contracts/sos';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, communityId, userRef } from '../../platform/db/columns';
import type { StoredPhoto } from '../../platform/files/stored-photos';

/**
 * One incident. `client_uuid` is the reporting phone's own ID for it, unique per community, so
 * a report sent again after a lost answer finds the first instead of storing a second. `no` is
 * the community's running number, handed out under the counter row's lock.
 */
export const incidents = pgTable(
  'incidents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityId(),
    no: integer('no').notNull(),
    clientUuid: uuid('client_uuid').notNull(),
    category: text('category').$type<IncidentCategory>().notNull(),
    severity: text('severity').$type<IncidentSeverity>().notNull(),
    place: text('place').notNull(),
    occurredAt: at('occurred_at').notNull(),
    description: text('description').notNull(),
    status: text('status').$type<IncidentStatus>().notNull().default('REPORTED'),
    cancelReason: text('cancel_reason').$type<CancelReason>(),
    reportedBy: userRef('reported_by'),
    reporterName: text('reporter_name').notNull(),
    reporterRole: text('reporter_role').notNull(),
    photos: jsonb('photos').$type<StoredPhoto[]>().notNull().default([]),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('incidents_client_uuid_idx').on(t.communityId, t.clientUuid),
    uniqueIndex('incidents_no_idx').on(t.communityId, t.no),
    index('incidents_occurred_idx').on(t.communityId, t.occurredAt, t.id),
    // One per filter of the list, each in its keyset order (occurred_at, id), so a page of a
    // filter reads that page's rows and a rare combination (CRITICAL fires) no table scan.
    index('incidents_status_idx').on(t.communityId, t.status, t.occurredAt, t.id),
    index('incidents_severity_idx').on(t.communityId, t.severity, t.occurredAt, t.id),
    index('incidents_category_idx').on(t.communityId, t.category, t.occurredAt, t.id),
    index('incidents_reporter_idx').on(t.communityId, t.reportedBy, t.occurredAt),
  ],
);

/** The community's last incident number; its row lock orders concurrent reports. */
export const incidentCounters = pgTable('incident_counters', {
  communityId: communityId().primaryKey(),
  lastNo: integer('last_no').notNull().default(0),
});

/** The timeline: one row per change, never updated or deleted. */
export const incidentEvents = pgTable(
  'incident_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order changes were made in, even within one transaction (whose now() is one time). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    communityId: communityId(),
    incidentId: uuid('incident_id')
      .notNull()
      .references(() => incidents.id, { onDelete: 'cascade' }),
    at: at('at').notNull().defaultNow(),
    byUserId: userRef('by_user_id'),
    byName: text('by_name'),
    action: text('action').$type<IncidentEventAction>().notNull(),
    fromStatus: text('from_status').$type<IncidentStatus>(),
    toStatus: text('to_status').$type<IncidentStatus>(),
    text: text('text'),
    changes: jsonb('changes').$type<Record<string, [string, string]>>().notNull().default({}),
  },
  (t) => [index('incident_events_incident_idx').on(t.communityId, t.incidentId, t.at)],
);

/** A community's SOS settings; absent until first saved (the defaults answer meanwhile). */
export const sosSettings = pgTable('sos_settings', {
  communityId: communityId().primaryKey(),
  contacts: jsonb('contacts').$type<{ label: string; phone: string }[]>().notNull(),
  alertRoles: jsonb('alert_roles').$type<string[]>().notNull(),
  repeatSeconds: integer('repeat_seconds').notNull(),
  residentsMaySos: boolean('residents_may_sos').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * One SOS. At most one OPEN alert per person (the partial unique index): a second press while
 * one is open answers that one, even when two presses race.
 */
export const sosAlerts = pgTable(
  'sos_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityId(),
    raisedBy: uuid('raised_by').notNull(),
    raiserName: text('raiser_name').notNull(),
    raiserRole: text('raiser_role').notNull(),
    place: text('place'),
    note: text('note'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    status: text('status').$type<SosStatus>().notNull().default('OPEN'),
    raisedAt: at('raised_at').notNull().defaultNow(),
    acknowledgedBy: userRef('acknowledged_by'),
    acknowledgerName: text('acknowledger_name'),
    acknowledgedAt: at('acknowledged_at'),
    resolvedBy: userRef('resolved_by'),
    resolvedAt: at('resolved_at'),
    resolveNote: text('resolve_note'),
  },
  (t) => [
    uniqueIndex('sos_alerts_one_open_idx').on(t.communityId, t.raisedBy).where(sql`status = 'OPEN'`),
    index('sos_alerts_raised_idx').on(t.communityId, t.raisedAt),
  ],
);
