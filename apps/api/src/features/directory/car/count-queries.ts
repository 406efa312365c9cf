import { and, asc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import { auditLog } from '../../../platform/audit/tables';
import type { Executor } from '../../../platform/db/client';
import type { CommunityScope } from '../../../platform/db/community-scope';
import { unitCars } from '../tables';
import { carStickers } from './tables';

const DAY = 86_400_000;

/** Cars in each state, and live stickers of approved cars that expire within 30 days. */
export async function carCounts(tx: Executor, scope: CommunityScope, now: Date) {
  const rows = await tx
    .select({ status: unitCars.status, n: sql<number>`count(*)::int` })
    .from(unitCars)
    .where(scope.owns(unitCars))
    .groupBy(unitCars.status);
  const [exp] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(carStickers)
    .innerJoin(unitCars, and(eq(unitCars.id, carStickers.carId), eq(unitCars.status, 'APPROVED')))
    .where(
      scope.owns(
        carStickers,
        isNull(carStickers.voidedAt),
        gte(carStickers.validUntil, now),
        lte(carStickers.validUntil, new Date(now.getTime() + 30 * DAY)),
      ),
    );
  const by = Object.fromEntries(rows.map((r) => [r.status, r.n]));
  return {
    WAITING: by.WAITING ?? 0,
    APPROVED: by.APPROVED ?? 0,
    REJECTED: by.REJECTED ?? 0,
    CANCELLED: by.CANCELLED ?? 0,
    expiring: exp!.n,
  };
}

/** A car's audit trail, oldest first. */
export async function carAudit(tx: Executor, scope: CommunityScope, carId: string) {
  const rows = await tx
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.communityId, scope.communityId), eq(auditLog.target, carId)))
    .orderBy(asc(auditLog.at), asc(auditLog.id));
  return rows.map((r) => ({ action: r.action, actor: r.actor, at: r.at.toISOString(), detail: r.after }));
}
