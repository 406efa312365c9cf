import { asc, count, eq, gt, inArray, isNull, like, type SQL, sql } from 'drizzle-orm';
import { units } from '../../platform/residence/tables';
import { vmsCouponBatches as b, vmsCoupons as cp, vmsVisits } from './tables';
import type { VmsWork } from './vms-work';

/** Coupons: made at approval, found by code, used or cancelled once, counted per batch. */

export type CouponRow = typeof cp.$inferSelect & { unitNo: string };

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

/**
 * The range of byte-ordered text that starts with `prefix`, as text_pattern_ops compares (the
 * code index's): `prefix` up to its last character's successor. Row-level security lets these
 * comparisons (leakproof) bound the index scan, which it never lets LIKE do; the LIKE still
 * decides. None for a prefix no range can bound (its last character the last there is).
 */
function prefixRange(prefix: string): SQL | undefined {
  const last = prefix.codePointAt(prefix.length - 1);
  if (last === undefined || last >= 0xd7ff) return undefined;
  const next =
    prefix.slice(0, prefix.length - String.fromCodePoint(last).length) + String.fromCodePoint(last + 1);
  return sql`${cp.code} ~>=~ ${prefix} and ${cp.code} ~<~ ${next}`;
}

export async function searchCoupons(w: VmsWork, prefix: string) {
  const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return flatCoupon(
    await coupons(w, prefixRange(prefix), like(cp.code, pattern)).orderBy(asc(cp.code)).limit(20),
  );
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

/** The slip codes of the visits coupons were used for, by visit id (a batch report names them). */
export async function slipCodesOf(w: VmsWork, visitIds: string[]): Promise<Map<string, string>> {
  if (visitIds.length === 0) return new Map();
  const rows = await w.tx
    .select({ id: vmsVisits.id, slipCode: vmsVisits.slipCode })
    .from(vmsVisits)
    .where(w.scope.owns(vmsVisits, inArray(vmsVisits.id, visitIds)));
  return new Map(rows.map((r) => [r.id, r.slipCode]));
}
