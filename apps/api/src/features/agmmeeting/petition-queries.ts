import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { unitMembers, units } from '../../platform/residence/tables';
import { agmPetitionSignatures, agmPetitions } from './tables';

/** The directory's units the user owns, with their ratio. */
export async function ownedUnits(tx: Executor, scope: CommunityScope, userId: string) {
  return tx
    .select({ unitId: units.id, ratio: sql<string | null>`${units.ownershipRatio}::text` })
    .from(unitMembers)
    .innerJoin(units, eq(units.id, unitMembers.unitId))
    .where(scope.owns(unitMembers, eq(unitMembers.userId, userId), eq(unitMembers.unitRole, 'OWNER')));
}

/** The community's units among those named, with their ratio (a unit of another community is not). */
export async function unitsWithRatio(tx: Executor, scope: CommunityScope, unitIds: readonly string[]) {
  return tx
    .select({ unitId: units.id, ratio: sql<string | null>`${units.ownershipRatio}::text` })
    .from(units)
    .where(scope.owns(units, inArray(units.id, [...unitIds])));
}

/** Every unit's ratio (all votes of the community, for the petition's share). */
export async function allRatios(tx: Executor, scope: CommunityScope) {
  return tx
    .select({ ratio: sql<string | null>`${units.ownershipRatio}::text` })
    .from(units)
    .where(scope.owns(units));
}

export async function petitionRows(tx: Executor, scope: CommunityScope, petitionId?: string) {
  return tx
    .select()
    .from(agmPetitions)
    .where(scope.owns(agmPetitions, petitionId ? eq(agmPetitions.id, petitionId) : undefined))
    .orderBy(desc(agmPetitions.createdAt))
    .limit(100);
}

export async function signatureRows(tx: Executor, scope: CommunityScope, petitionIds: string[]) {
  if (petitionIds.length === 0) return [];
  return tx
    .select()
    .from(agmPetitionSignatures)
    .where(scope.owns(agmPetitionSignatures, inArray(agmPetitionSignatures.petitionId, petitionIds)));
}

export async function lockPetition(tx: Executor, scope: CommunityScope, petitionId: string) {
  const [row] = await tx
    .select()
    .from(agmPetitions)
    .where(scope.owns(agmPetitions, and(eq(agmPetitions.id, petitionId))))
    .for('update');
  return row ?? null;
}
