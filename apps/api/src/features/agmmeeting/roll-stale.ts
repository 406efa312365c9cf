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
async function rollIsStale(w: Pick<AgmmeetingWork, 'tx' | 'scope'>, meetingId: string) {
  const roll = await rollRows(w.tx, w.scope, meetingId);
  const directory = await directoryUnits(w.tx, w.scope);
  return rollDiffers(roll, directory, await communityTypeOf(w.tx, w.scope.communityId));
}

/**
 * Each meeting's last answer, kept a minute for list reads: a stale roll is a warning on a card,
 * and reading the whole directory for every not-yet-open meeting on every list read would make
 * the list cost as much as the community is big. The answer is tied to the roll it was taken for
 * (a refreshed roll is asked again at once), the detail page always asks afresh and keeps what it
 * found, and the cache is per process: a list may show a directory change up to a minute late.
 */
const STALE_TTL_MS = 60_000;
const answers = new Map<string, { rollTakenAt: number; stale: boolean; until: number }>();

export async function rollStaleness(
  w: Pick<AgmmeetingWork, 'tx' | 'scope'>,
  meeting: { id: string; rollTakenAt: Date },
  fresh: boolean,
): Promise<boolean> {
  const now = Date.now();
  const taken = meeting.rollTakenAt.getTime();
  const kept = answers.get(meeting.id);
  if (!fresh && kept && kept.rollTakenAt === taken && kept.until > now) return kept.stale;
  const stale = await rollIsStale(w, meeting.id);
  for (const [id, a] of answers) if (a.until <= now) answers.delete(id);
  answers.set(meeting.id, { rollTakenAt: taken, stale, until: now + STALE_TTL_MS });
  return stale;
}
