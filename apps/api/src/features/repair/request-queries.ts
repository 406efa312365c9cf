import type { RequestListQuery } from '@cc/contracts/repair-inputs';
import { OPEN_STATES } from '@cc/contracts/repair-records';
import { and, asc, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { users } from '../../platform/auth/tables';
import { displayName } from '../../platform/auth/user-names';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { decodeKey } from '../../platform/http/keyset';
import { unitsOfUser } from '../../platform/residence/residence-queries';
import { buildings, unitMembers, units } from '../../platform/residence/tables';
import { notFound } from './refusals';
import { repairAppointments, repairEvents, repairRequests } from './tables';

const r = repairRequests;
export type RequestRow = typeof r.$inferSelect;

/** One live (not deleted) request, locked for a change when `lock`. */
export async function findRequest(
  tx: Executor,
  scope: CommunityScope,
  id: string,
  lock = false,
): Promise<RequestRow> {
  const query = tx
    .select()
    .from(r)
    .where(scope.owns(r, eq(r.id, id), isNull(r.deletedAt)));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound('REPAIR_NOT_FOUND');
  return row;
}

/** The same for a job, where a request gone is no mistake. */
export async function lockedRequestOrNone(tx: Executor, scope: CommunityScope, id: string) {
  const [row] = await tx
    .select()
    .from(r)
    .where(scope.owns(r, eq(r.id, id), isNull(r.deletedAt)))
    .for('update');
  return row;
}

export async function insertRequest(tx: Executor, values: typeof r.$inferInsert) {
  const [row] = await tx.insert(r).values(values).returning();
  return row!;
}

export async function updateRequest(
  tx: Executor,
  scope: CommunityScope,
  id: string,
  values: Partial<RequestRow>,
) {
  const [row] = await tx
    .update(r)
    .set({ ...values, updatedAt: new Date() })
    .where(scope.owns(r, eq(r.id, id)))
    .returning();
  return row!;
}

export async function recordEvent(
  tx: Executor,
  scope: CommunityScope,
  e: Omit<typeof repairEvents.$inferInsert, 'communityId'>,
) {
  await tx.insert(repairEvents).values({ ...e, communityId: scope.communityId });
}

export const eventsOf = (tx: Executor, scope: CommunityScope, requestId: string) =>
  tx
    .select()
    .from(repairEvents)
    .where(scope.owns(repairEvents, eq(repairEvents.requestId, requestId)))
    .orderBy(asc(repairEvents.at));

/** The unit's number and building, or a 404 for a unit of another community. */
export async function unitOf(tx: Executor, scope: CommunityScope, unitId: string) {
  const [row] = await tx
    .select({ unitNo: units.unitNo, buildingName: buildings.name })
    .from(units)
    .leftJoin(buildings, eq(buildings.id, units.buildingId))
    .where(scope.owns(units, eq(units.id, unitId)));
  if (!row) throw notFound('REPAIR_UNIT_NOT_FOUND');
  return row;
}

/** A resident of the unit with their name and phone, or undefined. */
export async function residentOf(tx: Executor, scope: CommunityScope, unitId: string, userId: string) {
  const [row] = await tx
    .select({
      userId: users.id,
      name: displayName,
      phone: users.mobile,
    })
    .from(unitMembers)
    .innerJoin(users, eq(users.id, unitMembers.userId))
    .where(scope.owns(unitMembers, eq(unitMembers.unitId, unitId), eq(unitMembers.userId, userId)));
  return row;
}

const keyset = (lastKey: string | undefined) => {
  const key = decodeKey(lastKey, 2);
  return key ? sql`(${r.createdAt}, ${r.id}) < (${key[0]}::timestamptz, ${key[1]}::uuid)` : undefined;
};

function listWhere(
  scope: CommunityScope,
  q: Omit<RequestListQuery, 'communityID' | 'lastKey' | 'limit'>,
  range: { from?: Date; to?: Date },
  now: Date,
) {
  return scope.owns(
    r,
    isNull(r.deletedAt),
    q.state === 'OPEN' ? inArray(r.state, [...OPEN_STATES]) : q.state ? eq(r.state, q.state) : undefined,
    q.categoryID ? eq(r.categoryId, q.categoryID) : undefined,
    q.technicianID ? eq(r.technicianId, q.technicianID) : undefined,
    q.buildingID ? sql`${r.unitId} in (select id from units where building_id = ${q.buildingID})` : undefined,
    q.unitNo ? eq(r.unitNo, q.unitNo) : undefined,
    q.breached
      ? sql`(${r.breaches} <> '[]'::jsonb or (${r.pausedAt} is null and ${r.state} in ('NEW','ACCEPTED','APPROVED','SCHEDULED','IN_PROGRESS') and least(${r.acceptDueAt}, ${r.visitDueAt}, ${r.closeDueAt}) < ${now}))`
      : undefined,
    range.from ? gte(r.createdAt, range.from) : undefined,
    range.to ? lt(r.createdAt, range.to) : undefined,
  );
}

/** A page of the office's list, newest first; the total only with the first page. */
export async function listRequestRows(
  tx: Executor,
  scope: CommunityScope,
  q: RequestListQuery,
  range: { from?: Date; to?: Date },
  now: Date,
) {
  const where = listWhere(scope, q, range, now);
  const rows = await tx
    .select()
    .from(r)
    .where(and(where, keyset(q.lastKey)))
    .orderBy(desc(r.createdAt), desc(r.id))
    .limit(q.limit + 1);
  const total = q.lastKey
    ? null
    : ((await tx.select({ n: sql<number>`count(*)::int` }).from(r).where(where))[0]?.n ?? 0);
  return { rows, total };
}

export function allRequestRows(
  tx: Executor,
  scope: CommunityScope,
  q: Omit<RequestListQuery, 'communityID' | 'lastKey' | 'limit'>,
  range: { from?: Date; to?: Date },
  now: Date,
  cap: number,
) {
  return tx
    .select()
    .from(r)
    .where(listWhere(scope, q, range, now))
    .orderBy(desc(r.createdAt), desc(r.id))
    .limit(cap);
}

/** Rows of a filter (unit, state set, days), newest first, keyset paged. */
export function pageOfRows(
  tx: Executor,
  scope: CommunityScope,
  where: ReturnType<typeof and>,
  lastKey: string | undefined,
  limit: number,
) {
  return tx
    .select()
    .from(r)
    .where(scope.owns(r, isNull(r.deletedAt), where, keyset(lastKey)))
    .orderBy(desc(r.createdAt), desc(r.id))
    .limit(limit + 1);
}

/** The caller's units' requests (a resident's list). */
export const residentRows = (
  tx: Executor,
  scope: CommunityScope,
  userId: string,
  lastKey: string | undefined,
  limit: number,
) => pageOfRows(tx, scope, inArray(r.unitId, unitsOfUser(tx, scope, userId)), lastKey, limit);

/**
 * Text search: number, unit, requester, phone, description (Thai substrings), newest first,
 * through `repair_find_requests` (migration 0017): it looks the text up in the pg_trgm index,
 * which row-level security keeps this role's own LIKE from using, answers only the
 * transaction's own community, and only IDs; the rows are then read here through the policy.
 */
export function searchRows(
  tx: Executor,
  scope: CommunityScope,
  text: string,
  lastKey: string | undefined,
  limit: number,
) {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const key = decodeKey(lastKey, 2);
  const found = sql`select id from repair_find_requests(${pattern}, ${key?.[0] ?? null}::timestamptz,
    ${key?.[1] ?? null}::uuid, ${limit + 1}::int)`;
  return pageOfRows(tx, scope, sql`${r.id} in (${found})`, lastKey, limit);
}

export async function countByState(tx: Executor, scope: CommunityScope) {
  return tx
    .select({ state: r.state, n: sql<number>`count(*)::int` })
    .from(r)
    .where(scope.owns(r, isNull(r.deletedAt)))
    .groupBy(r.state);
}

/** Technicians booked per slot start in an instant range. */
export function bookedBetween(tx: Executor, scope: CommunityScope, from: Date, to: Date) {
  const a = repairAppointments;
  return tx
    .select()
    .from(a)
    .where(scope.owns(a, gte(a.slotStart, from), lt(a.slotStart, to)));
}

/** Takes a technician for a slot, unless already taken: the primary key decides, never timing. */
export async function bookTechnician(
  tx: Executor,
  scope: CommunityScope,
  technicianId: string,
  slotStart: Date,
  requestId: string,
) {
  const rows = await tx
    .insert(repairAppointments)
    .values({ technicianId, slotStart, requestId, communityId: scope.communityId })
    .onConflictDoNothing({ target: [repairAppointments.technicianId, repairAppointments.slotStart] })
    .returning({ id: repairAppointments.requestId });
  return rows.length === 1;
}

export async function releaseAppointment(tx: Executor, scope: CommunityScope, requestId: string) {
  await tx
    .delete(repairAppointments)
    .where(scope.owns(repairAppointments, eq(repairAppointments.requestId, requestId)));
}

/** Appointments in an instant range, with their requests, for the technicians' calendar. */
export function appointmentRows(
  tx: Executor,
  scope: CommunityScope,
  from: Date,
  to: Date,
  technicianId?: string,
) {
  return tx
    .select()
    .from(r)
    .where(
      scope.owns(
        r,
        isNull(r.deletedAt),
        gte(r.appointmentStartsAt, from),
        lt(r.appointmentStartsAt, to),
        technicianId ? eq(r.technicianId, technicianId) : undefined,
        inArray(r.state, ['SCHEDULED', 'IN_PROGRESS', 'CLOSE_REQUESTED', 'CLOSED', 'REVIEWED']),
      ),
    )
    .orderBy(asc(r.appointmentStartsAt));
}

/** The card's figures in one read. */
export async function summaryCounts(
  tx: Executor,
  scope: CommunityScope,
  dayStart: Date,
  dayEnd: Date,
  monthStart: Date,
  now: Date,
) {
  const [row] = await tx
    .select({
      waitingAcceptance: sql<number>`(count(*) filter (where ${r.state} = 'NEW'))::int`,
      dueToday: sql<number>`(count(*) filter (where ${r.state} in ('NEW','ACCEPTED','APPROVED','SCHEDULED','IN_PROGRESS') and least(case when ${r.acceptedAt} is null then ${r.acceptDueAt} end, case when ${r.firstVisitAt} is null then ${r.visitDueAt} end, case when ${r.closeRequestedAt} is null then ${r.closeDueAt} end) between ${dayStart} and ${dayEnd}))::int`,
      breached: sql<number>`(count(*) filter (where ${r.state} in ('NEW','ACCEPTED','QUOTED','APPROVED','SCHEDULED','IN_PROGRESS','CLOSE_REQUESTED') and (${r.breaches} <> '[]'::jsonb or (${r.pausedAt} is null and least(case when ${r.acceptedAt} is null then ${r.acceptDueAt} end, case when ${r.firstVisitAt} is null then ${r.visitDueAt} end, case when ${r.closeRequestedAt} is null then ${r.closeDueAt} end) < ${now}))))::int`,
      monthStars: sql<number | null>`avg(${r.reviewStars}) filter (where ${r.reviewedAt} >= ${monthStart})`,
      monthReviews: sql<number>`(count(*) filter (where ${r.reviewedAt} >= ${monthStart}))::int`,
    })
    .from(r)
    .where(scope.owns(r, isNull(r.deletedAt)));
  return row!;
}

/** Closed work (closed, reviewed, force closed) of a unit and a range of closing days. */
export const closedWorkWhere = (unitNo: string | undefined, range: { from?: Date; to?: Date }) =>
  and(
    inArray(r.state, ['CLOSED', 'REVIEWED', 'FORCE_CLOSED']),
    unitNo ? eq(r.unitNo, unitNo) : undefined,
    range.from ? gte(r.closedAt, range.from) : undefined,
    range.to ? lt(r.closedAt, range.to) : undefined,
  );
