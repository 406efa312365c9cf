import { AGM_ONE_VOTE, type AgmCommunityType } from '@cc/contracts/agmmeeting';
import type { AgmmeetingWork } from './agmmeeting-work';
import { type DirectoryUnit, directoryUnits, rollRows } from './roll-queries';
import { ratioToMillionths } from './rule-math';
import { communityTypeOf } from './rule-queries';

/** What the roll took from the directory for one unit: the weight before overrides, the owners. */
export interface RollSource {
  unitId: string;
  directoryWeight: bigint;
  owners: readonly { userID: string | null }[];
}

const ownerKey = (owners: readonly { userID: string | null }[]) =>
  owners
    .map((o) => o.userID ?? '')
    .sort()
    .join('|');

/**
 * Whether the directory no longer matches the roll taken from it: a unit added or removed, a
 * ratio changed (a village counts one vote per plot, so only its plots matter), or a unit's
 * owners changed. Owners' names are not compared: a renamed owner still holds the same vote.
 * Staff overrides and eligibility are the roll's own, so they never make it stale.
 */
export function rollDiffers(
  roll: readonly RollSource[],
  directory: readonly DirectoryUnit[],
  type: AgmCommunityType,
): boolean {
  if (roll.length !== directory.length) return true;
  const taken = new Map(roll.map((r) => [r.unitId, r]));
  return directory.some((u) => {
    const r = taken.get(u.unitId);
    const weight = type === 'VILLAGE' ? BigInt(AGM_ONE_VOTE) : ratioToMillionths(u.ownershipRatio);
    return !r || r.directoryWeight !== weight || ownerKey(r.owners) !== ownerKey(u.owners);
  });
}

/** The same, read now for a meeting whose roll was taken. */
export async function rollIsStale(w: Pick<AgmmeetingWork, 'tx' | 'scope'>, meetingId: string) {
  const roll = await rollRows(w.tx, w.scope, meetingId);
  const directory = await directoryUnits(w.tx, w.scope);
  return rollDiffers(roll, directory, await communityTypeOf(w.tx, w.scope.communityId));
}
