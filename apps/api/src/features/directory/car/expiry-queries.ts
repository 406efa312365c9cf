import { and, eq, gte, isNull, lte } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/client';
import type { CommunityScope } from '../../../platform/db/community-scope';
import { units } from '../../../platform/residence/tables';
import { communities } from '../../../platform/tenancy/tables';
import { unitCars } from '../tables';
import { carStickers } from './tables';

const DAY = 86_400_000;

/**
 * Live stickers of approved cars that expire within 30 days and whose unit was not yet told,
 * marked told in the same statement's transaction: a sweep run twice tells each once.
 */
export async function claimExpiring(tx: Executor, scope: CommunityScope, now: Date) {
  const due = await tx
    .select({
      stickerId: carStickers.id,
      validUntil: carStickers.validUntil,
      unitID: unitCars.unitId,
      plateNo: unitCars.plateNo,
      province: unitCars.province,
      unitNo: units.unitNo,
    })
    .from(carStickers)
    .innerJoin(unitCars, and(eq(unitCars.id, carStickers.carId), eq(unitCars.status, 'APPROVED')))
    .innerJoin(units, eq(units.id, unitCars.unitId))
    .where(
      scope.owns(
        carStickers,
        isNull(carStickers.voidedAt),
        isNull(carStickers.expiryNoticeAt),
        gte(carStickers.validUntil, now),
        lte(carStickers.validUntil, new Date(now.getTime() + 30 * DAY)),
      ),
    )
    .for('update', { of: carStickers, skipLocked: true });
  for (const d of due)
    await tx
      .update(carStickers)
      .set({ expiryNoticeAt: now })
      .where(scope.owns(carStickers, eq(carStickers.id, d.stickerId)));
  return due;
}

/** Every community and its zone: each gets its daily sweep. */
export const allCommunities = (tx: Executor) =>
  tx.select({ id: communities.id, timeZone: communities.timeZone }).from(communities);
