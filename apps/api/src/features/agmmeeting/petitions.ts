import {
  AGM_ONE_VOTE,
  AGM_PETITION_DAYS,
  AGM_PETITION_SHARE_PERCENT,
  type AgmCommunityType,
  type AgmPetition,
} from '@cc/contracts/agmmeeting';
import type { AgmPetitionCreate } from '@cc/contracts/agmmeeting-inputs';
import { eq } from 'drizzle-orm';
import { type AgmmeetingWork, auditAgm } from './agmmeeting-work';
import { userName } from './attendance-queries';
import {
  allRatios,
  lockPetition,
  ownedUnits,
  petitionRows,
  signatureRows,
  unitsWithRatio,
} from './petition-queries';
import { conflict, forbidden, notFound } from './refusals';
import { ratioToMillionths } from './rule-math';
import { communityTypeOf } from './rule-queries';
import { agmPetitionSignatures, agmPetitions } from './tables';

const weightOf = (type: AgmCommunityType, ratio: string | null) =>
  type === 'VILLAGE' ? BigInt(AGM_ONE_VOTE) : ratioToMillionths(ratio);

/** The least weight that is AGM_PETITION_SHARE_PERCENT of all votes (rounded up). */
const thresholdOf = (total: bigint) => (total * BigInt(AGM_PETITION_SHARE_PERCENT) + 99n) / 100n;

async function totalWeight(w: AgmmeetingWork, type: AgmCommunityType) {
  return (await allRatios(w.tx, w.scope)).reduce((sum, r) => sum + weightOf(type, r.ratio), 0n);
}

async function views(w: AgmmeetingWork, petitionId?: string): Promise<AgmPetition[]> {
  const type = await communityTypeOf(w.tx, w.scope.communityId);
  const total = await totalWeight(w, type);
  const rows = await petitionRows(w.tx, w.scope, petitionId);
  const signatures = await signatureRows(
    w.tx,
    w.scope,
    rows.map((r) => r.id),
  );
  const mine = new Set((await ownedUnits(w.tx, w.scope, w.userId)).map((u) => u.unitId));
  return rows.map((p) => {
    const signed = signatures.filter((s) => s.petitionId === p.id);
    const callBy = p.reachedAt
      ? new Date(p.reachedAt.getTime() + AGM_PETITION_DAYS[type] * 86_400_000)
      : null;
    return {
      petitionID: p.id,
      subject: p.subject,
      reason: p.reason,
      createdBy: { userID: p.createdByUserId, name: p.createdByName },
      createdAt: p.createdAt.toISOString(),
      state: p.reachedAt ? 'REACHED' : 'OPEN',
      signedUnits: signed.length,
      signedWeight: signed.reduce((sum, s) => sum + s.weight, 0n).toString(),
      totalWeight: total.toString(),
      thresholdWeight: thresholdOf(total).toString(),
      reachedAt: p.reachedAt?.toISOString() ?? null,
      callBy: callBy?.toISOString() ?? null,
      mySignedUnitIDs: signed.filter((s) => mine.has(s.unitId)).map((s) => s.unitId),
      myUnitIDs: [...mine],
    };
  });
}

export const listPetitions = (w: AgmmeetingWork) => views(w);

export interface Signed {
  petition: AgmPetition;
  /** Set when this signing took the petition to its share: the committee is told. */
  reachedNow: boolean;
}

type PetitionRow = NonNullable<Awaited<ReturnType<typeof lockPetition>>>;

/**
 * Adds the units' signatures to the petition this transaction holds locked, then sums the share
 * again: the committee is told exactly once, by the signature that reached it.
 */
async function addSignatures(
  w: AgmmeetingWork,
  p: PetitionRow,
  signing: readonly { unitId: string; ratio: string | null }[],
  audit: string,
): Promise<Signed> {
  const type = await communityTypeOf(w.tx, w.scope.communityId);
  const added = await w.tx
    .insert(agmPetitionSignatures)
    .values(
      signing.map((o) => ({
        communityId: w.scope.communityId,
        petitionId: p.id,
        unitId: o.unitId,
        userId: w.userId,
        weight: weightOf(type, o.ratio),
        signedAt: w.now,
      })),
    )
    .onConflictDoNothing()
    .returning();
  if (added.length === 0) throw conflict('AGM_ALREADY_SIGNED');
  const [view] = await views(w, p.id);
  let reachedNow = false;
  if (!p.reachedAt && BigInt(view!.signedWeight) >= BigInt(view!.thresholdWeight)) {
    await w.tx
      .update(agmPetitions)
      .set({ reachedAt: w.now })
      .where(w.scope.owns(agmPetitions, eq(agmPetitions.id, p.id)));
    reachedNow = true;
  }
  await auditAgm(w, audit, p.id, { units: added.map((a) => a.unitId) });
  const [after] = await views(w, p.id);
  return { petition: after!, reachedNow };
}

async function lockedPetition(w: AgmmeetingWork, petitionId: string) {
  const p = await lockPetition(w.tx, w.scope, petitionId);
  if (!p) throw notFound('AGM_PETITION_NOT_FOUND');
  return p;
}

/** Signs for the caller's owned units (all, or the ones named). */
export async function signPetition(
  w: AgmmeetingWork,
  petitionId: string,
  unitIds?: string[],
): Promise<Signed> {
  const p = await lockedPetition(w, petitionId);
  const owned = await ownedUnits(w.tx, w.scope, w.userId);
  if (owned.length === 0 || unitIds?.some((u) => !owned.some((o) => o.unitId === u)))
    throw forbidden('AGM_NOT_OWNER');
  return addSignatures(
    w,
    p,
    owned.filter((o) => !unitIds || unitIds.includes(o.unitId)),
    'petition.sign',
  );
}

/**
 * Staff key the signatures of a paper petition the owners signed at the office, for the units
 * named: the signature is the unit's, the audit says who keyed it. A unit already signed stays
 * as it was; all of them signed already is AGM_ALREADY_SIGNED.
 */
export async function recordSignatures(w: AgmmeetingWork, petitionId: string, unitIds: string[]) {
  const p = await lockedPetition(w, petitionId);
  const found = await unitsWithRatio(w.tx, w.scope, unitIds);
  if (found.length !== new Set(unitIds).size) throw notFound('AGM_UNIT_NOT_FOUND');
  return addSignatures(w, p, found, 'petition.record');
}

/** An owner starts a petition, signing for their own units at once. */
export async function createPetition(w: AgmmeetingWork, input: AgmPetitionCreate): Promise<Signed> {
  if ((await ownedUnits(w.tx, w.scope, w.userId)).length === 0) throw forbidden('AGM_NOT_OWNER');
  const [row] = await w.tx
    .insert(agmPetitions)
    .values({
      communityId: w.scope.communityId,
      subject: input.subject,
      reason: input.reason,
      createdByUserId: w.userId,
      createdByName: (await userName(w.tx, w.userId)) || w.actor,
      createdAt: w.now,
    })
    .returning();
  await auditAgm(w, 'petition.create', row!.id, input);
  return signPetition(w, row!.id);
}
