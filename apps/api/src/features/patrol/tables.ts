import type { PatrolRoundStatus, PatrolSchedule } from '@cc/contracts/patrol';
import type { Role } from '@cc/contracts/roles';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
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

/**
 * A place a guard must pass. Its label holds `code` (random, never the ID); retiring or replacing
 * the label changes or blanks the lookup, so a copied label stops working at once.
 */
export const patrolCheckpoints = pgTable(
  'patrol_checkpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityId(),
    name: text('name').notNull(),
    place: text('place').notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    code: text('code').notNull(),
    retiredAt: at('retired_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // Codes are unique across communities: a scan finds at most one row, then the scope decides.
    uniqueIndex('patrol_checkpoints_code_key').on(t.code),
    index('patrol_checkpoints_community_idx').on(t.communityId, t.createdAt),
  ],
);

/** A route: ordered checkpoints, the days and times its rounds start, and who hears of a miss. */
export const patrolPlans = pgTable(
  'patrol_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityId(),
    name: text('name').notNull(),
    checkpointIds: jsonb('checkpoint_ids').$type<string[]>().notNull(),
    weekdays: jsonb('weekdays').$type<number[]>().notNull(),
    schedule: jsonb('schedule').$type<PatrolSchedule>().notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    toleranceMinutes: integer('tolerance_minutes').notNull(),
    alertRoles: jsonb('alert_roles').$type<Role[]>().notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('patrol_plans_community_idx').on(t.communityId, t.createdAt)],
);

/**
 * One round of a plan. `day` is the local date its shift starts (a 02:00 round of the 20:00-06:00
 * night counts for the evening before). Unique per plan and start: making rounds twice adds none.
 * `closedAt` is set once, by the first close (finish or the due job): that conditional update is
 * what makes the alert go out once.
 */
export const patrolRounds = pgTable(
  'patrol_rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityId(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => patrolPlans.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    dueAt: at('due_at').notNull(),
    /** The plan's checkpoints when the round was made, in order. */
    checkpointIds: jsonb('checkpoint_ids').$type<string[]>().notNull(),
    status: text('status').$type<PatrolRoundStatus>().notNull().default('SCHEDULED'),
    late: boolean('late').notNull().default(false),
    startedBy: userRef('started_by'),
    startedAt: at('started_at'),
    closedAt: at('closed_at'),
    remindedAt: at('reminded_at'),
  },
  (t) => [
    uniqueIndex('patrol_rounds_plan_start_key').on(t.planId, t.startsAt),
    index('patrol_rounds_community_day_idx').on(t.communityId, t.day),
    index('patrol_rounds_open_idx')
      .on(t.communityId, t.dueAt)
      .where(sql`${t.status} in ('SCHEDULED', 'IN_PROGRESS')`),
  ],
);

/** A label scanned by a guard. clientUUID is unique per community: a replay stores nothing. */
export const patrolScans = pgTable(
  'patrol_scans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityId(),
    clientUuid: uuid('client_uuid').notNull(),
    checkpointId: uuid('checkpoint_id')
      .notNull()
      .references(() => patrolCheckpoints.id, { onDelete: 'cascade' }),
    roundId: uuid('round_id').references(() => patrolRounds.id, { onDelete: 'set null' }),
    scannedBy: userRef('scanned_by'),
    /** The phone's clock. */
    scannedAt: at('scanned_at').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    late: boolean('late').notNull().default(false),
    flags: jsonb('flags').$type<string[]>().notNull(),
  },
  (t) => [
    uniqueIndex('patrol_scans_client_key').on(t.communityId, t.clientUuid),
    index('patrol_scans_round_idx').on(t.roundId, t.checkpointId),
  ],
);
