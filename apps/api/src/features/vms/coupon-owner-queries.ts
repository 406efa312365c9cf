import { asc, count, eq, gte, ne, type SQL, sql } from 'drizzle-orm';
import { unitMembers, units } from '../../platform/residence/tables';
import { vmsCouponBatches as b, vmsCouponOwners, vmsCouponSettings } from './tables';
import type { VmsWork } from './vms-work';

/** Coupon settings, owner units and the caller's membership of them. */

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
export const myUnits = (w: VmsWork) =>
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

/** Holds the owner's row until the transaction ends, so two orders at once are counted one after the other. */
export async function lockOwner(w: VmsWork, unitId: string) {
  await w.tx
    .select({ id: vmsCouponOwners.id })
    .from(vmsCouponOwners)
    .where(w.scope.owns(vmsCouponOwners, eq(vmsCouponOwners.unitId, unitId)))
    .for('update');
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
