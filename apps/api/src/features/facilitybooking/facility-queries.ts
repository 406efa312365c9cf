import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import type { FacilityRow } from './facility-view';
import { notFound } from './refusals';
import { facilities } from './tables';

/**
 * Facility rows of one community. `lock`: 'share' while booking (many bookings at once, but no
 * event or rule change slips in between their checks and their commit), 'update' while changing
 * the facility or its events (waits for bookings in flight, then they see the change).
 */
export async function findFacility(
  tx: Executor,
  scope: CommunityScope,
  id: string,
  lock?: 'share' | 'update',
): Promise<FacilityRow> {
  const query = tx
    .select()
    .from(facilities)
    .where(scope.owns(facilities, eq(facilities.id, id)));
  const [row] = await (lock === 'share'
    ? query.for('share')
    : lock === 'update'
      ? query.for('update')
      : query);
  if (!row) throw notFound('FACILITY_NOT_FOUND');
  return row;
}

/** Several facilities, locked in id order (one order for every transaction: no deadlock). */
export async function lockFacilities(
  tx: Executor,
  scope: CommunityScope,
  ids: string[],
): Promise<Map<string, FacilityRow>> {
  const unique = [...new Set(ids)].sort();
  const rows = await tx
    .select()
    .from(facilities)
    .where(scope.owns(facilities, inArray(facilities.id, unique)))
    .orderBy(asc(facilities.id))
    .for('share');
  if (rows.length !== unique.length) throw notFound('FACILITY_NOT_FOUND');
  return new Map(rows.map((r) => [r.id, r]));
}

export const listFacilityRows = (tx: Executor, scope: CommunityScope, archived: boolean) =>
  tx
    .select()
    .from(facilities)
    .where(scope.owns(facilities, archived ? undefined : isNull(facilities.archivedAt)))
    .orderBy(asc(facilities.name), asc(facilities.id));

export async function insertFacility(
  tx: Executor,
  scope: CommunityScope,
  values: Partial<FacilityRow>,
  by: string,
) {
  const [row] = await tx
    .insert(facilities)
    .values({ ...(values as typeof facilities.$inferInsert), communityId: scope.communityId, createdBy: by })
    .returning();
  return row!;
}

export async function updateFacilityRow(
  tx: Executor,
  scope: CommunityScope,
  id: string,
  values: Partial<FacilityRow>,
) {
  const [row] = await tx
    .update(facilities)
    .set({ ...values, updatedAt: new Date() })
    .where(scope.owns(facilities, and(eq(facilities.id, id))))
    .returning();
  if (!row) throw notFound('FACILITY_NOT_FOUND');
  return row;
}
