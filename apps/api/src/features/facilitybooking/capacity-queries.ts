import { HOLDING_STATES } from '@cc/contracts/facilitybooking';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { facilityBookings, facilitySlotUsage, facilityUnitCounters } from './tables';

/**
 * The counters that make "never twice" hold under any number of simultaneous bookings. Each
 * take is one statement that adds only while the sum stays within its bound, and leaves its row
 * locked until the transaction ends; a refused take changes nothing. Callers take rows in one
 * fixed order (slots by facility then start, then counters by facility then period), so two
 * bookings over overlapping sets wait for each other instead of deadlocking.
 */

/** Adds `n` places to a slot if it stays within `capacity`; false when it would not. */
export async function takePlaces(
  tx: Executor,
  scope: CommunityScope,
  facilityId: string,
  slotStart: Date,
  n: number,
  capacity: number,
): Promise<boolean> {
  if (n > capacity) return false;
  const u = facilitySlotUsage;
  const rows = await tx
    .insert(u)
    .values({ facilityId, slotStart, communityId: scope.communityId, taken: n })
    .onConflictDoUpdate({
      target: [u.facilityId, u.slotStart],
      set: { taken: sql`${u.taken} + ${n}` },
      setWhere: sql`${u.taken} + ${n} <= ${capacity}`,
    })
    .returning({ taken: u.taken });
  return rows.length === 1;
}

export async function releasePlaces(
  tx: Executor,
  scope: CommunityScope,
  facilityId: string,
  slotStart: Date,
  n: number,
) {
  const u = facilitySlotUsage;
  await tx
    .update(u)
    .set({ taken: sql`greatest(${u.taken} - ${n}, 0)` })
    .where(scope.owns(u, eq(u.facilityId, facilityId), eq(u.slotStart, slotStart)));
}

/** Places taken per slot start of the given facilities between two instants. */
export async function placesTaken(
  tx: Executor,
  scope: CommunityScope,
  facilityIds: string[],
  from: Date,
  to: Date,
): Promise<Map<string, number>> {
  if (!facilityIds.length) return new Map();
  const u = facilitySlotUsage;
  const rows = await tx
    .select({ facilityId: u.facilityId, slotStart: u.slotStart, taken: u.taken })
    .from(u)
    .where(
      scope.owns(
        u,
        inArray(u.facilityId, facilityIds),
        sql`${u.slotStart} >= ${from}`,
        sql`${u.slotStart} < ${to}`,
      ),
    );
  return new Map(rows.map((r) => [slotKey(r.facilityId, r.slotStart), r.taken]));
}

export const slotKey = (facilityId: string, startsAt: Date) => `${facilityId}|${startsAt.toISOString()}`;

/**
 * Counts `k` more bookings of a unit at a facility in a period if it stays within `limit`
 * (null: no limit, counted all the same). Answers what was used before, and whether it fit.
 */
export async function takeCount(
  tx: Executor,
  scope: CommunityScope,
  key: { facilityId: string; unitId: string; period: string },
  k: number,
  limit: number | null,
): Promise<{ ok: boolean; used: number }> {
  const c = facilityUnitCounters;
  const bound = limit ?? 1_000_000;
  if (k <= bound) {
    const rows = await tx
      .insert(c)
      .values({ ...key, communityId: scope.communityId, used: k })
      .onConflictDoUpdate({
        target: [c.facilityId, c.unitId, c.period],
        set: { used: sql`${c.used} + ${k}` },
        setWhere: sql`${c.used} + ${k} <= ${bound}`,
      })
      .returning({ used: c.used });
    if (rows.length === 1) return { ok: true, used: rows[0]!.used - k };
  }
  return { ok: false, used: await countUsed(tx, scope, key) };
}

export async function releaseCount(
  tx: Executor,
  scope: CommunityScope,
  key: { facilityId: string; unitId: string; period: string },
  k: number,
) {
  const c = facilityUnitCounters;
  await tx
    .update(c)
    .set({ used: sql`greatest(${c.used} - ${k}, 0)` })
    .where(
      scope.owns(c, eq(c.facilityId, key.facilityId), eq(c.unitId, key.unitId), eq(c.period, key.period)),
    );
}

export async function countUsed(
  tx: Executor,
  scope: CommunityScope,
  key: { facilityId: string; unitId: string; period: string },
): Promise<number> {
  const c = facilityUnitCounters;
  const [row] = await tx
    .select({ used: c.used })
    .from(c)
    .where(
      scope.owns(c, eq(c.facilityId, key.facilityId), eq(c.unitId, key.unitId), eq(c.period, key.period)),
    );
  return row?.used ?? 0;
}

/**
 * Locks the unit's open-bookings row at a facility (so two bookings of one unit cannot both
 * count the same open bookings), then counts its bookings still to come.
 */
export async function lockedOpenBookings(
  tx: Executor,
  scope: CommunityScope,
  facilityId: string,
  unitId: string,
  now: Date,
): Promise<number> {
  const c = facilityUnitCounters;
  await tx
    .insert(c)
    .values({ facilityId, unitId, period: 'OPEN', communityId: scope.communityId, used: 0 })
    .onConflictDoUpdate({ target: [c.facilityId, c.unitId, c.period], set: { used: sql`${c.used}` } });
  return openBookings(tx, scope, facilityId, unitId, now);
}

export async function openBookings(
  tx: Executor,
  scope: CommunityScope,
  facilityId: string,
  unitId: string,
  now: Date,
) {
  const b = facilityBookings;
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(b)
    .where(
      scope.owns(
        b,
        and(
          eq(b.facilityId, facilityId),
          eq(b.unitId, unitId),
          inArray(b.state, [...HOLDING_STATES]),
          gt(b.endsAt, now),
        ),
      ),
    );
  return row?.n ?? 0;
}

/** A unit's counts at a facility for several periods, in one read. */
export async function countsFor(
  tx: Executor,
  scope: CommunityScope,
  facilityId: string,
  unitId: string,
  periods: string[],
): Promise<Map<string, number>> {
  if (!periods.length) return new Map();
  const c = facilityUnitCounters;
  const rows = await tx
    .select({ period: c.period, used: c.used })
    .from(c)
    .where(scope.owns(c, eq(c.facilityId, facilityId), eq(c.unitId, unitId), inArray(c.period, periods)));
  return new Map(rows.map((r) => [r.period, r.used]));
}
