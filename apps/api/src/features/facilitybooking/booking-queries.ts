import { LIST_TOTAL_MAX } from '@cc/contracts/facilitybooking';
import type { BookingListQuery } from '@cc/contracts/facilitybooking-booking-ops';
import { and, asc, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { containsPattern, decodeKey } from '../../platform/http/keyset';
import { unitsOfUser } from '../../platform/residence/residence-queries';
import { unitMembers, units } from '../../platform/residence/tables';
import type { BookingRow } from './booking-view';
import { notFound } from './refusals';
import { facilityBookingHistory, facilityBookings } from './tables';

const b = facilityBookings;

/** One booking, locked for a change when `lock` (its state moves only one way at a time). */
export async function findBooking(
  tx: Executor,
  scope: CommunityScope,
  id: string,
  lock = false,
): Promise<BookingRow> {
  const query = tx
    .select()
    .from(b)
    .where(scope.owns(b, eq(b.id, id)));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound('BOOKING_NOT_FOUND');
  return row;
}

/** The same for a job, where a booking gone is no mistake: undefined, locked when found. */
export async function lockedBookingOrNone(tx: Executor, scope: CommunityScope, id: string) {
  const [row] = await tx
    .select()
    .from(b)
    .where(scope.owns(b, eq(b.id, id)))
    .for('update');
  return row;
}

export async function findBookingByCode(
  tx: Executor,
  scope: CommunityScope,
  code: string,
): Promise<BookingRow> {
  const [row] = await tx
    .select()
    .from(b)
    .where(scope.owns(b, eq(b.code, code)))
    .for('update');
  if (!row) throw notFound('BOOKING_NOT_FOUND');
  return row;
}

export async function insertBookings(tx: Executor, rows: (typeof b.$inferInsert)[]) {
  return tx.insert(b).values(rows).returning();
}

export async function updateBooking(
  tx: Executor,
  scope: CommunityScope,
  id: string,
  values: Partial<BookingRow>,
) {
  const [row] = await tx
    .update(b)
    .set({ ...values, updatedAt: new Date() })
    .where(scope.owns(b, eq(b.id, id)))
    .returning();
  return row!;
}

export async function recordHistory(
  tx: Executor,
  scope: CommunityScope,
  entries: {
    bookingId: string;
    action: string;
    by: string | null;
    byName?: string | null;
    reason?: string | null;
  }[],
) {
  if (!entries.length) return;
  await tx
    .insert(facilityBookingHistory)
    .values(entries.map((e) => ({ ...e, communityId: scope.communityId })));
}

export function historyOf(tx: Executor, scope: CommunityScope, bookingId: string) {
  const h = facilityBookingHistory;
  return tx
    .select()
    .from(h)
    .where(scope.owns(h, eq(h.bookingId, bookingId)))
    .orderBy(asc(h.at));
}

/** The filters of the office's list and its Excel. */
function listFilter(
  scope: CommunityScope,
  q: Omit<BookingListQuery, 'lastKey' | 'limit' | 'communityID'>,
  from?: Date,
  to?: Date,
) {
  return scope.owns(
    b,
    q.facilityID ? eq(b.facilityId, q.facilityID) : undefined,
    q.state === 'COMPLETED'
      ? and(eq(b.state, 'CHECKED_IN'), sql`${b.endsAt} <= now()`)
      : q.state === 'CHECKED_IN'
        ? and(eq(b.state, 'CHECKED_IN'), sql`${b.endsAt} > now()`)
        : q.state
          ? eq(b.state, q.state)
          : undefined,
    from ? gte(b.startsAt, from) : undefined,
    to ? lt(b.startsAt, to) : undefined,
    // Through the units (hundreds or thousands of rows) rather than every booking's copy of the
    // number: under row-level security a LIKE on the bookings could use no index.
    q.q
      ? inArray(
          b.unitId,
          sql`(select ${units.id} from ${units} where ${units.communityId} = ${scope.communityId} and ${units.unitNo} ilike ${containsPattern(q.q)})`,
        )
      : undefined,
  );
}

/** A page of the office's list, newest slot first; `total` only with the first page. */
export async function listBookingRows(
  tx: Executor,
  scope: CommunityScope,
  q: BookingListQuery,
  range: { from?: Date; to?: Date },
) {
  const key = decodeKey(q.lastKey, 2);
  const where = listFilter(scope, q, range.from, range.to);
  const after = key ? sql`(${b.startsAt}, ${b.id}) < (${key[0]}::timestamptz, ${key[1]}::uuid)` : undefined;
  const rows = await tx
    .select()
    .from(b)
    .where(and(where, after))
    .orderBy(desc(b.startsAt), desc(b.id))
    .limit(q.limit + 1);
  // Counted to LIST_TOTAL_MAX + 1 at most: the first page of a million bookings stays quick.
  const total = key
    ? null
    : ((
        await tx.select({ n: sql<number>`count(*)::int` }).from(
          tx
            .select({ one: sql`1` })
            .from(b)
            .where(where)
            .limit(LIST_TOTAL_MAX + 1)
            .as('counted'),
        )
      )[0]?.n ?? 0);
  return { rows, total };
}

/** Every row the filters select, for the Excel (capped: a sheet is for people). */
export function allBookingRows(
  tx: Executor,
  scope: CommunityScope,
  q: Omit<BookingListQuery, 'lastKey' | 'limit' | 'communityID'>,
  range: { from?: Date; to?: Date },
  cap: number,
) {
  return tx
    .select()
    .from(b)
    .where(listFilter(scope, q, range.from, range.to))
    .orderBy(desc(b.startsAt), desc(b.id))
    .limit(cap);
}

/** The caller's bookings: their units' and those they made. */
export async function myBookingRows(
  tx: Executor,
  scope: CommunityScope,
  userId: string,
  opts: { upcoming: boolean; lastKey?: string; limit: number; now: Date },
) {
  const key = decodeKey(opts.lastKey, 2);
  const mine = or(inArray(b.unitId, unitsOfUser(tx, scope, userId)), eq(b.bookedBy, userId));
  const after = key ? sql`(${b.startsAt}, ${b.id}) < (${key[0]}::timestamptz, ${key[1]}::uuid)` : undefined;
  return tx
    .select()
    .from(b)
    .where(scope.owns(b, mine, opts.upcoming ? sql`${b.endsAt} > ${opts.now}` : undefined, after))
    .orderBy(desc(b.startsAt), desc(b.id))
    .limit(opts.limit + 1);
}

/** Bookings of the calendar: those that hold or held places, in the instant range, by time then unit. */
export function calendarRows(
  tx: Executor,
  scope: CommunityScope,
  facilityId: string | undefined,
  from: Date,
  to: Date,
) {
  return tx
    .select()
    .from(b)
    .where(
      scope.owns(
        b,
        facilityId ? eq(b.facilityId, facilityId) : undefined,
        inArray(b.state, ['PENDING', 'CONFIRMED', 'CHECKED_IN', 'NO_SHOW']),
        gte(b.startsAt, from),
        lt(b.startsAt, to),
      ),
    )
    .orderBy(asc(b.startsAt), asc(b.unitNo), asc(b.id));
}

/** Holding bookings that overlap an instant range (what an event clashes with). */
export function holdingOverlapping(
  tx: Executor,
  scope: CommunityScope,
  facilityId: string,
  from: Date,
  to: Date | null,
) {
  return tx
    .select()
    .from(b)
    .where(
      scope.owns(
        b,
        eq(b.facilityId, facilityId),
        inArray(b.state, ['PENDING', 'CONFIRMED']),
        to ? lt(b.startsAt, to) : undefined,
        sql`${b.endsAt} > ${from}`,
      ),
    )
    .orderBy(asc(b.startsAt))
    .for('update');
}

/** The user's role in the unit (OWNER, CO_RESIDENT, TENANT), or null when they do not live there. */
export async function unitRoleOf(tx: Executor, scope: CommunityScope, userId: string, unitId: string) {
  const [row] = await tx
    .select({ role: unitMembers.unitRole })
    .from(unitMembers)
    .where(scope.owns(unitMembers, eq(unitMembers.unitId, unitId), eq(unitMembers.userId, userId)));
  return row?.role ?? null;
}

export async function unitNoOf(tx: Executor, scope: CommunityScope, unitId: string): Promise<string> {
  const [row] = await tx
    .select({ no: units.unitNo })
    .from(units)
    .where(scope.owns(units, eq(units.id, unitId)));
  if (!row) throw notFound('FACILITY_UNIT_NOT_FOUND');
  return row.no;
}
