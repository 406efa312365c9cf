import type { VisitListQuery } from '@cc/contracts/vms-inputs';
import { and, desc, eq, gte, inArray, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { containsPattern, decodeKey, pageOf } from '../../platform/http/keyset';
import { unitMembers, units } from '../../platform/residence/tables';
import { addDays, startOfLocalDay } from '../../platform/time/zone-clock';
import { notFound } from './refusals';
import { vmsStamps, vmsVisits } from './tables';
import type { VmsWork } from './vms-work';

const v = vmsVisits;
export type VisitRow = typeof v.$inferSelect & { unitNo: string; stamps: number };

/** Stamps still standing on a visit. */
const standingStamps = sql<number>`(select count(*)::int from ${vmsStamps}
  where ${vmsStamps.visitId} = ${v.id} and ${vmsStamps.cancelledAt} is null)`;

/** Every read of visits: the community's rows only, with the unit's number and the stamps. */
const visits = (w: VmsWork, ...conditions: (SQL | undefined)[]) =>
  w.tx
    .select({ visit: v, unitNo: units.unitNo, stamps: standingStamps })
    .from(v)
    .innerJoin(units, eq(units.id, v.unitId))
    .where(w.scope.owns(v, ...conditions));

const flat = (rows: { visit: typeof v.$inferSelect; unitNo: string; stamps: number }[]): VisitRow[] =>
  rows.map((r) => ({ ...r.visit, unitNo: r.unitNo, stamps: Number(r.stamps) }));

/** The units the caller lives in, as a subquery. */
const myUnits = (w: VmsWork) =>
  w.tx
    .select({ unitId: unitMembers.unitId })
    .from(unitMembers)
    .where(w.scope.owns(unitMembers, eq(unitMembers.userId, w.userId)));

/** Gate staff reach every visit; anyone else only their own units' (the rest read as unknown). */
const reachable = (w: VmsWork) => (w.isGate ? undefined : inArray(v.unitId, myUnits(w)));

export async function findVisit(w: VmsWork, id: string): Promise<VisitRow> {
  const [row] = flat(await visits(w, eq(v.id, id), reachable(w)));
  if (!row) throw notFound('VMS_VISIT_NOT_FOUND');
  return row;
}

/** Visits inside that match what the guard has in hand. */
export async function insideMatching(
  w: VmsWork,
  by: { visitID?: string; slipCode?: string; plate?: string; badge?: string },
): Promise<VisitRow[]> {
  const plate = by.plate?.replace(/\s+/g, '');
  return flat(
    await visits(
      w,
      isNull(v.checkedOutAt),
      by.visitID ? eq(v.id, by.visitID) : undefined,
      by.slipCode ? eq(v.slipCode, by.slipCode.toUpperCase()) : undefined,
      plate ? sql`lower(replace(${v.plate}, ' ', '')) = lower(${plate})` : undefined,
      by.badge ? eq(v.badge, by.badge) : undefined,
    ).limit(10),
  );
}

export async function insideVisits(w: VmsWork): Promise<VisitRow[]> {
  return flat(await visits(w, isNull(v.checkedOutAt)).orderBy(v.checkedInAt, v.id).limit(500));
}

const keysetBefore = (lastKey: string | undefined) => {
  const key = decodeKey(lastKey, 2);
  return key ? sql`(${v.checkedInAt}, ${v.id}) < (${key[0]}::timestamptz, ${key[1]}::uuid)` : undefined;
};

const page = async (w: VmsWork, limit: number, conditions: (SQL | undefined)[]) => {
  const rows = flat(
    await visits(w, ...conditions)
      .orderBy(desc(v.checkedInAt), desc(v.id))
      .limit(limit + 1),
  );
  return pageOf(rows, limit, (r) => [r.checkedInAt.toISOString(), r.id]);
};

/** Visits by community day of entry, unit, type and state, newest first, a page at a time. */
export function listVisits(w: VmsWork, q: VisitListQuery) {
  return page(w, q.limit, [
    q.from ? gte(v.checkedInAt, startOfLocalDay(q.from, w.timeZone)) : undefined,
    q.to ? lt(v.checkedInAt, startOfLocalDay(addDays(q.to, 1), w.timeZone)) : undefined,
    q.unitID ? eq(v.unitId, q.unitID) : undefined,
    q.visitorType ? eq(v.visitorType, q.visitorType) : undefined,
    q.state === 'INSIDE' ? isNull(v.checkedOutAt) : q.state === 'OUT' ? isNotNull(v.checkedOutAt) : undefined,
    keysetBefore(q.lastKey),
  ]);
}

/** Visits to the caller's own units, newest first. */
export function myVisits(w: VmsWork, lastKey: string | undefined, limit: number) {
  return page(w, limit, [inArray(v.unitId, myUnits(w)), keysetBefore(lastKey)]);
}

const SEARCH_LIMIT = 50;

/**
 * Plate (spaces ignored), name, phone, slip code or badge; the newest 50. The matching IDs come
 * from `vms_find_visits` (migration 0022), which looks a rare plate or name up in its trigram
 * index where row-level security keeps this role's own ILIKE from any index; it answers only the
 * transaction's own community, and only IDs; the rows are then read here through the policy.
 */
export async function searchVisits(w: VmsWork, text: string): Promise<VisitRow[]> {
  const like = containsPattern(text);
  const plate = containsPattern(text.replace(/\s+/g, ''));
  const found = sql`select id from vms_find_visits(${plate}, ${like}, ${text.toUpperCase()}, ${text},
    ${SEARCH_LIMIT}::int)`;
  return flat(
    await visits(w, sql`${v.id} in (${found})`).orderBy(desc(v.checkedInAt), desc(v.id)).limit(SEARCH_LIMIT),
  );
}

export async function visitByClientId(w: VmsWork, clientId: string): Promise<VisitRow | undefined> {
  return flat(await visits(w, eq(v.clientId, clientId)))[0];
}

export async function visitByCheckoutClientId(w: VmsWork, clientId: string): Promise<VisitRow | undefined> {
  return flat(await visits(w, eq(v.checkoutClientId, clientId)))[0];
}

export async function unitExists(w: VmsWork, unitId: string): Promise<boolean> {
  const [row] = await w.tx
    .select({ id: units.id })
    .from(units)
    .where(w.scope.owns(units, eq(units.id, unitId)));
  return !!row;
}

/** Inserts a visit; undefined when its clientID or its slip code is already taken. */
export async function insertVisit(w: VmsWork, values: Omit<typeof v.$inferInsert, 'communityId'>) {
  const [row] = await w.tx
    .insert(v)
    .values({ ...values, communityId: w.scope.communityId })
    // Either unique key: a resend's clientID, or a slip code already taken (the caller tells which).
    .onConflictDoNothing()
    .returning({ id: v.id });
  return row?.id;
}

/**
 * Marks a visit out only if it is still inside: of two checkouts at once, the second waits for
 * the first's row lock, then finds the condition false and changes nothing.
 */
export async function markOut(w: VmsWork, id: string, set: Partial<typeof v.$inferInsert>): Promise<boolean> {
  const rows = await w.tx
    .update(v)
    .set({ ...set, checkedOutAt: w.now, checkedOutBy: w.userId })
    .where(w.scope.owns(v, eq(v.id, id), isNull(v.checkedOutAt)))
    .returning({ id: v.id });
  return rows.length === 1;
}

/** Every visit inside since before `before`, marked out at once; answers their ids. */
export async function markAllOutBefore(w: VmsWork, before: Date, reason: string): Promise<string[]> {
  const rows = await w.tx
    .update(v)
    .set({ checkedOutAt: w.now, checkedOutBy: w.userId, forcedOutReason: reason })
    .where(w.scope.owns(v, isNull(v.checkedOutAt), lt(v.checkedInAt, before)))
    .returning({ id: v.id });
  return rows.map((r) => r.id);
}

export async function correctVisit(w: VmsWork, id: string, set: Partial<typeof v.$inferInsert>) {
  await w.tx
    .update(v)
    .set(set)
    .where(w.scope.owns(v, eq(v.id, id)));
}

/** Locks the visit's row so stamps on one visit are counted one at a time. */
export async function lockVisit(w: VmsWork, id: string) {
  await w.tx
    .select({ id: v.id })
    .from(v)
    .where(w.scope.owns(v, eq(v.id, id)))
    .for('update');
}

export async function stampsOf(w: VmsWork, visitId: string) {
  return w.tx
    .select()
    .from(vmsStamps)
    .where(w.scope.owns(vmsStamps, eq(vmsStamps.visitId, visitId)))
    .orderBy(vmsStamps.stampedAt, vmsStamps.id);
}

export async function addStamp(w: VmsWork, visitId: string) {
  await w.tx.insert(vmsStamps).values({ communityId: w.scope.communityId, visitId, stampedBy: w.userId });
}

export async function findStamp(w: VmsWork, stampId: string) {
  const [row] = await w.tx
    .select()
    .from(vmsStamps)
    .where(w.scope.owns(vmsStamps, eq(vmsStamps.id, stampId)));
  return row;
}

export async function cancelStamp(w: VmsWork, stampId: string): Promise<boolean> {
  const rows = await w.tx
    .update(vmsStamps)
    .set({ cancelledAt: w.now, cancelledBy: w.userId })
    .where(w.scope.owns(vmsStamps, eq(vmsStamps.id, stampId), isNull(vmsStamps.cancelledAt)))
    .returning({ id: vmsStamps.id });
  return rows.length === 1;
}

/** Whether the caller lives in the unit. */
export async function livesIn(w: VmsWork, unitId: string): Promise<boolean> {
  const [row] = await w.tx
    .select({ unitId: unitMembers.unitId })
    .from(unitMembers)
    .where(w.scope.owns(unitMembers, and(eq(unitMembers.unitId, unitId), eq(unitMembers.userId, w.userId))));
  return !!row;
}
