import type { BatchState } from '@cc/contracts/vms-coupon-batch';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  like,
  lt,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { badRequest } from '../../platform/errors';
import { decodeKey, pageOf } from '../../platform/http/keyset';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

import { unitMembers, units } from '../../platform/residence/tables';
import {
  vmsCouponBatchEvents,
  vmsCouponBatches,
  vmsCouponOwners,
  vmsCouponSettings,
  vmsCoupons,
} from './tables';
import type { VmsWork } from './vms-work';

const b = vmsCouponBatches;
const cp = vmsCoupons;
export type BatchRow = typeof b.$inferSelect & { unitNo: string };
export type CouponRow = typeof cp.$inferSelect & { unitNo: string };
export type OwnerRow = typeof vmsCouponOwners.$inferSelect & { unitNo: string };

export async function couponSetting(w: VmsWork) {
  const [row] = await w.tx.select().from(vmsCouponSettings).where(w.scope.owns(vmsCouponSettings));
  return row ?? null;
}

export async function saveCouponSetting(
  w: VmsWork,
  set: Omit<typeof vmsCouponSettings.$inferInsert, 'communityId'>,
) {
  const values = { ...set, communityId: w.scope.communityId, updatedAt: w.now };
  await w.tx
    .insert(vmsCouponSettings)
    .values(values)
    .onConflictDoUpdate({
      target: vmsCouponSettings.communityId,
      set: { ...set, updatedAt: w.now },
    });
}

/** A unit of this community by id: its number, or null (another community's reads as none). */
export async function unitNoOf(w: VmsWork, unitId: string): Promise<string | null> {
  const [row] = await w.tx
    .select({ unitNo: units.unitNo })
    .from(units)
    .where(w.scope.owns(units, eq(units.id, unitId)));
  return row?.unitNo ?? null;
}

/** The units the caller is a member of, as a subquery. */
const myUnits = (w: VmsWork) =>
  w.tx
    .select({ unitId: unitMembers.unitId })
    .from(unitMembers)
    .where(w.scope.owns(unitMembers, eq(unitMembers.userId, w.userId)));

export async function isMemberOf(w: VmsWork, unitId: string): Promise<boolean> {
  const [row] = await w.tx
    .select({ n: count() })
    .from(unitMembers)
    .where(w.scope.owns(unitMembers, eq(unitMembers.userId, w.userId), eq(unitMembers.unitId, unitId)));
  return (row?.n ?? 0) > 0;
}

const owners = (w: VmsWork, ...conditions: (SQL | undefined)[]) =>
  w.tx
    .select({ owner: vmsCouponOwners, unitNo: units.unitNo })
    .from(vmsCouponOwners)
    .innerJoin(units, eq(units.id, vmsCouponOwners.unitId))
    .where(w.scope.owns(vmsCouponOwners, ...conditions))
    .orderBy(asc(units.unitNo));

export async function ownerRows(w: VmsWork): Promise<OwnerRow[]> {
  return (await owners(w)).map((r) => ({ ...r.owner, unitNo: r.unitNo }));
}

export async function findOwner(w: VmsWork, unitId: string): Promise<OwnerRow | null> {
  const [r] = await owners(w, eq(vmsCouponOwners.unitId, unitId));
  return r ? { ...r.owner, unitNo: r.unitNo } : null;
}

export async function saveOwner(
  w: VmsWork,
  unitId: string,
  set: { canOrder: boolean; discountPercent: number; monthlyQuota: number | null },
) {
  await w.tx
    .insert(vmsCouponOwners)
    .values({ communityId: w.scope.communityId, unitId, ...set, updatedAt: w.now })
    .onConflictDoUpdate({
      target: [vmsCouponOwners.communityId, vmsCouponOwners.unitId],
      set: { ...set, updatedAt: w.now },
    });
}

/** Coupons a unit ordered since `since`, in batches not cancelled: what its quota counts. */
export async function orderedSince(w: VmsWork, unitId: string, since: Date, except?: string) {
  const [row] = await w.tx
    .select({ n: sql<number>`coalesce(sum(${b.count}), 0)::int` })
    .from(b)
    .where(
      w.scope.owns(
        b,
        eq(b.ownerUnitId, unitId),
        gte(b.createdAt, since),
        ne(b.state, 'CANCELLED'),
        except ? ne(b.id, except) : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}

const batches = (w: VmsWork, ...conditions: (SQL | undefined)[]) =>
  w.tx
    .select({ batch: b, unitNo: units.unitNo })
    .from(b)
    .innerJoin(units, eq(units.id, b.ownerUnitId))
    .where(w.scope.owns(b, ...conditions));
const flatBatch = (rows: { batch: typeof b.$inferSelect; unitNo: string }[]): BatchRow[] =>
  rows.map((r) => ({ ...r.batch, unitNo: r.unitNo }));

/** Staff reach every batch; anyone else only their owner units' (the rest read as unknown). */
const reachableBatch = (w: VmsWork) => (w.isStaff ? undefined : inArray(b.ownerUnitId, myUnits(w)));

export async function findBatch(w: VmsWork, id: string): Promise<BatchRow | null> {
  const [row] = flatBatch(await batches(w, eq(b.id, id), reachableBatch(w)));
  return row ?? null;
}

export async function insertBatch(w: VmsWork, values: Omit<typeof b.$inferInsert, 'communityId'>) {
  const [row] = await w.tx
    .insert(b)
    .values({ ...values, communityId: w.scope.communityId })
    .returning({ id: b.id });
  return row!.id;
}

/**
 * Changes a batch only if it is still in `from`: of two moves at once the second finds no row
 * and is refused by the state it then reads, so a batch never moves twice from one state.
 */
export async function moveBatchRow(
  w: VmsWork,
  id: string,
  from: BatchState,
  set: Partial<typeof b.$inferInsert>,
): Promise<boolean> {
  const rows = await w.tx
    .update(b)
    .set({ ...set, updatedAt: w.now })
    .where(w.scope.owns(b, eq(b.id, id), eq(b.state, from)))
    .returning({ id: b.id });
  return rows.length === 1;
}

export async function addEvent(
  w: VmsWork,
  values: Omit<typeof vmsCouponBatchEvents.$inferInsert, 'communityId'>,
) {
  await w.tx
    .insert(vmsCouponBatchEvents)
    .values({ ...values, communityId: w.scope.communityId, by: w.userId, at: w.now });
}

export async function eventsOf(w: VmsWork, batchId: string) {
  return w.tx
    .select()
    .from(vmsCouponBatchEvents)
    .where(w.scope.owns(vmsCouponBatchEvents, eq(vmsCouponBatchEvents.batchId, batchId)))
    .orderBy(asc(vmsCouponBatchEvents.at), asc(vmsCouponBatchEvents.id));
}

/** After the page's last batch, newest first: (createdAt, id) below the key's. */
function after(lastKey: string | undefined): SQL | undefined {
  const key = decodeKey(lastKey, 2);
  if (!key) return undefined;
  const at = new Date(String(key[0]));
  const id = String(key[1]);
  // A key not made by this list (a bad date, an id that is no uuid) is the caller's mistake.
  if (Number.isNaN(at.getTime()) || !UUID.test(id)) throw badRequest('BAD_LAST_KEY');
  return or(lt(b.createdAt, at), and(eq(b.createdAt, at), lt(b.id, id)));
}

const newestPage = async (
  w: VmsWork,
  q: { lastKey?: string; limit: number },
  ...conditions: (SQL | undefined)[]
) =>
  pageOf(
    flatBatch(
      await batches(w, after(q.lastKey), ...conditions)
        .orderBy(desc(b.createdAt), desc(b.id))
        .limit(q.limit + 1),
    ),
    q.limit,
    (r) => [r.createdAt.toISOString(), r.id],
  );

export function listBatches(
  w: VmsWork,
  q: { state?: BatchState; ownerUnitID?: string; lastKey?: string; limit: number },
) {
  return newestPage(
    w,
    q,
    q.state ? eq(b.state, q.state) : undefined,
    q.ownerUnitID ? eq(b.ownerUnitId, q.ownerUnitID) : undefined,
  );
}

export function myBatches(w: VmsWork, q: { lastKey?: string; limit: number }) {
  return newestPage(w, q, inArray(b.ownerUnitId, myUnits(w)));
}

/** Batches per state, for the console's tabs. */
export async function stateCounts(w: VmsWork) {
  const rows = await w.tx
    .select({ state: b.state, n: count() })
    .from(b)
    .where(w.scope.owns(b))
    .groupBy(b.state);
  return rows;
}

/** The batch's coupons at once; a code that collides with another batch's leaves the set short. */
export async function insertCoupons(w: VmsWork, rows: Omit<typeof cp.$inferInsert, 'communityId'>[]) {
  const made = await w.tx
    .insert(cp)
    .values(rows.map((r) => ({ ...r, communityId: w.scope.communityId })))
    .onConflictDoNothing()
    .returning({ serial: cp.serial });
  return made.map((r) => r.serial);
}

const coupons = (w: VmsWork, ...conditions: (SQL | undefined)[]) =>
  w.tx
    .select({ coupon: cp, unitNo: units.unitNo })
    .from(cp)
    .innerJoin(b, eq(b.id, cp.batchId))
    .innerJoin(units, eq(units.id, b.ownerUnitId))
    .where(w.scope.owns(cp, ...conditions));
const flatCoupon = (rows: { coupon: typeof cp.$inferSelect; unitNo: string }[]): CouponRow[] =>
  rows.map((r) => ({ ...r.coupon, unitNo: r.unitNo }));

export async function couponsOf(w: VmsWork, batchId: string) {
  return flatCoupon(await coupons(w, eq(cp.batchId, batchId)).orderBy(asc(cp.serial)));
}

export async function findCoupon(w: VmsWork, code: string): Promise<CouponRow | null> {
  const [row] = flatCoupon(await coupons(w, eq(cp.code, code)));
  return row ?? null;
}

export async function searchCoupons(w: VmsWork, prefix: string) {
  const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return flatCoupon(await coupons(w, like(cp.code, pattern)).orderBy(asc(cp.code)).limit(20));
}

/** Marks a coupon used only if unused, not cancelled and valid now: of uses at once one wins. */
export async function markUsed(w: VmsWork, id: string, visitId: string | null) {
  const rows = await w.tx
    .update(cp)
    .set({ usedAt: w.now, usedBy: w.userId, visitId })
    .where(
      w.scope.owns(cp, eq(cp.id, id), isNull(cp.usedAt), isNull(cp.cancelledAt), gt(cp.validUntil, w.now)),
    )
    .returning({ id: cp.id });
  return rows.length === 1;
}

export async function markCancelled(w: VmsWork, id: string, reason: string) {
  const rows = await w.tx
    .update(cp)
    .set({ cancelledAt: w.now, cancelledBy: w.userId, cancelReason: reason })
    .where(w.scope.owns(cp, eq(cp.id, id), isNull(cp.usedAt), isNull(cp.cancelledAt)))
    .returning({ id: cp.id });
  return rows.length === 1;
}

/** A batch's coupons counted by what became of them, and their hours. */
export async function batchReport(w: VmsWork, batchId: string) {
  const [row] = await w.tx
    .select({
      issued: count(),
      used: sql<number>`count(*) filter (where ${cp.usedAt} is not null)::int`,
      cancelled: sql<number>`count(*) filter (where ${cp.cancelledAt} is not null)::int`,
      expired: sql<number>`count(*) filter (where ${cp.usedAt} is null and ${cp.cancelledAt} is null and ${cp.validUntil} <= ${w.now.toISOString()}::timestamptz)::int`,
      hoursIssued: sql<number>`coalesce(sum(${cp.hours}), 0)::int`,
      hoursUsed: sql<number>`coalesce(sum(${cp.hours}) filter (where ${cp.usedAt} is not null), 0)::int`,
    })
    .from(cp)
    .where(w.scope.owns(cp, eq(cp.batchId, batchId)));
  return row!;
}

export type BatchInsert = typeof b.$inferInsert;
