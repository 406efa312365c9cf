import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { unitMembers, units } from '../../platform/residence/tables';
import { regulationDocuments as d, regulationUnitMarks as m, regulationVersions as v } from './tables';

/** The caller's units in this community, by number. */
export function unitsOfMember(tx: Executor, scope: CommunityScope, userId: string) {
  return tx
    .select({ unitId: units.id, unitNo: units.unitNo })
    .from(unitMembers)
    .innerJoin(units, eq(units.id, unitMembers.unitId))
    .where(scope.owns(unitMembers, eq(unitMembers.userId, userId)))
    .orderBy(asc(units.unitNo));
}

/** A first opening per unit; a unit that opened it before keeps its first time. */
export async function markRead(
  tx: Executor,
  scope: CommunityScope,
  versionId: string,
  unitIds: readonly string[],
  userId: string,
  at: Date,
) {
  await tx
    .insert(m)
    .values(
      unitIds.map((unitId) => ({
        versionId,
        unitId,
        communityId: scope.communityId,
        readAt: at,
        readBy: userId,
      })),
    )
    .onConflictDoNothing();
}

/** An acknowledgement per unit (which is also a reading); the first acknowledgement stays. */
export async function markAcknowledged(
  tx: Executor,
  scope: CommunityScope,
  versionId: string,
  unitIds: readonly string[],
  userId: string,
  at: Date,
) {
  await tx
    .insert(m)
    .values(
      unitIds.map((unitId) => ({
        versionId,
        unitId,
        communityId: scope.communityId,
        readAt: at,
        readBy: userId,
        acknowledgedAt: at,
        acknowledgedBy: userId,
      })),
    )
    .onConflictDoUpdate({
      target: [m.versionId, m.unitId],
      set: {
        acknowledgedAt: sql`coalesce(${m.acknowledgedAt}, excluded.acknowledged_at)`,
        acknowledgedBy: sql`coalesce(${m.acknowledgedBy}, excluded.acknowledged_by)`,
      },
    });
}

/** The published versions residents read now, newest publication first. */
export function liveVersionRows(tx: Executor, scope: CommunityScope) {
  return tx
    .select({ documentId: d.id, category: d.category, title: d.title, versionId: v.id })
    .from(v)
    .innerJoin(d, eq(d.id, v.documentId))
    .where(scope.owns(v, eq(v.status, 'PUBLISHED'), eq(d.status, 'PUBLISHED')))
    .orderBy(desc(v.publishedAt));
}

/** The marks of some units on some versions. */
export function marksOf(
  tx: Executor,
  scope: CommunityScope,
  versionIds: readonly string[],
  unitIds: readonly string[],
) {
  if (versionIds.length === 0 || unitIds.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(m)
    .where(scope.owns(m, and(inArray(m.versionId, [...versionIds]), inArray(m.unitId, [...unitIds]))));
}
