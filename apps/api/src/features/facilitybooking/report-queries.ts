import { eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { facilityBookings } from './tables';

const b = facilityBookings;
/** Bookings that used or hold their places (not cancelled, rejected or expired). */
const USED = ['PENDING', 'CONFIRMED', 'CHECKED_IN', 'NO_SHOW'] as const;

/** Per facility, for the community day `day`: bookings, in use now, pending. One read. */
export async function todayByFacility(tx: Executor, scope: CommunityScope, day: string, now: Date) {
  const rows = await tx
    .select({
      facilityId: b.facilityId,
      bookings: sql<number>`count(*)::int`,
      inUse: sql<number>`(count(*) filter (where ${b.state} in ('CONFIRMED', 'CHECKED_IN') and ${b.startsAt} <= ${now} and ${b.endsAt} > ${now}))::int`,
      pending: sql<number>`(count(*) filter (where ${b.state} = 'PENDING'))::int`,
    })
    .from(b)
    .where(scope.owns(b, eq(b.day, day), inArray(b.state, [...USED])))
    .groupBy(b.facilityId);
  return new Map(rows.map((r) => [r.facilityId, r]));
}

/** The dashboard's figures: today's bookings, in use now, waiting approval (any day). */
export async function summaryCounts(tx: Executor, scope: CommunityScope, day: string, now: Date) {
  const [row] = await tx
    .select({
      today: sql<number>`(count(*) filter (where ${b.day} = ${day} and ${b.state} in ('PENDING', 'CONFIRMED', 'CHECKED_IN', 'NO_SHOW')))::int`,
      inUse: sql<number>`(count(*) filter (where ${b.state} in ('CONFIRMED', 'CHECKED_IN') and ${b.startsAt} <= ${now} and ${b.endsAt} > ${now}))::int`,
      pending: sql<number>`(count(*) filter (where ${b.state} = 'PENDING'))::int`,
    })
    .from(b)
    .where(scope.owns(b, sql`(${b.day} = ${day} or ${b.state} = 'PENDING')`));
  return row ?? { today: 0, inUse: 0, pending: 0 };
}

/** Per facility over an instant range: places used, bookings, no-shows. */
export function usageByFacility(tx: Executor, scope: CommunityScope, from: Date, to: Date) {
  return tx
    .select({
      facilityId: b.facilityId,
      places: sql<number>`coalesce(sum(${b.places}), 0)::int`,
      bookings: sql<number>`count(*)::int`,
      noShows: sql<number>`(count(*) filter (where ${b.state} = 'NO_SHOW'))::int`,
    })
    .from(b)
    .where(scope.owns(b, inArray(b.state, [...USED]), gte(b.startsAt, from), lt(b.startsAt, to)))
    .groupBy(b.facilityId);
}

/** Bookings starting per weekday (0 Sunday) and hour in the community's zone. */
export function heatMap(tx: Executor, scope: CommunityScope, from: Date, to: Date, timeZone: string) {
  const local = sql`(${b.startsAt} at time zone ${timeZone})`;
  return tx
    .select({
      weekday: sql<number>`extract(dow from ${local})::int`,
      hour: sql<number>`extract(hour from ${local})::int`,
      bookings: sql<number>`count(*)::int`,
    })
    .from(b)
    .where(scope.owns(b, inArray(b.state, [...USED]), gte(b.startsAt, from), lt(b.startsAt, to)))
    .groupBy(sql`1`, sql`2`)
    .orderBy(sql`1`, sql`2`);
}
