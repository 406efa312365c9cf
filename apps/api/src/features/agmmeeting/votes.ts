import type { AgmVote, AgmVoteAudit, AgmVoteChannel, AgmVoteChoice } from '@cc/contracts/agmmeeting';
import { and, eq } from 'drizzle-orm';
import { type ItemRow, itemRow } from './agenda-queries';
import type { AgmmeetingWork } from './agmmeeting-work';
import { userName } from './attendance-queries';
import { badRequest, conflict, forbidden, notFound } from './refusals';
import { type CountedVote, shiftTally } from './rule-math';
import { agmItems, agmVoteAudit, agmVotes, type CandidateFigures } from './tables';
import { auditRows, currentVote, unitStanding, voteRows } from './vote-queries';

export interface Ballot {
  itemID: string;
  unitID: string;
  choice: AgmVoteChoice | null;
  candidateIDs: string[];
}

/** Who may vote a unit from the app: its registered proxy holder, else the owner who attends for it. */
export type Voter = { kind: 'STAFF' } | { kind: 'OWNER_OR_PROXY'; userId: string };

type VoteRow = typeof agmVotes.$inferSelect;
const toVote = (v: VoteRow, unitNo: string): AgmVote => ({
  voteID: `${v.itemId}:${v.unitId}`,
  itemID: v.itemId,
  unitID: v.unitId,
  unitNo,
  choice: v.choice,
  candidateIDs: v.candidateIds,
  weight: v.weight.toString(),
  channel: v.channel,
  castBy: { userID: v.castByUserId, name: v.castByName },
  castAt: v.castAt.toISOString(),
});

/** The ballot's shape must fit the item's kind; an election's candidates must be its own, at most its seats. */
function checkBallot(item: ItemRow, b: Ballot) {
  if (item.kind === 'RESOLUTION') {
    if (!b.choice || b.candidateIDs.length > 0) throw badRequest('AGM_CHOICE_KIND');
    return;
  }
  if (item.kind !== 'ELECTION' || b.choice !== null || b.candidateIDs.length === 0)
    throw badRequest('AGM_CHOICE_KIND');
  const known = new Set(item.candidates.map((c) => c.candidateID));
  if (b.candidateIDs.some((id) => !known.has(id))) throw badRequest('AGM_CANDIDATE_NOT_FOUND');
  if (b.candidateIDs.length > (item.seats ?? 0))
    throw badRequest('AGM_TOO_MANY_CANDIDATES', { seats: item.seats ?? 0 });
}

function shiftCandidates(
  f: CandidateFigures,
  previous: VoteRow | null,
  next: { candidateIDs: string[]; weight: bigint } | null,
) {
  const out: CandidateFigures = { ...f };
  const add = (id: string, weight: bigint, units: number) => {
    const cur = out[id] ?? { weight: '0', units: 0 };
    out[id] = { weight: (BigInt(cur.weight) + weight).toString(), units: cur.units + units };
  };
  for (const id of previous?.candidateIds ?? []) add(id, -previous!.weight, -1);
  for (const id of next?.candidateIDs ?? []) add(id, next!.weight, 1);
  return out;
}

const counted = (v: VoteRow | null): CountedVote | null =>
  v?.choice ? { choice: v.choice, weight: v.weight } : null;

/**
 * Writes the tally after a unit's vote changed, on the item row this transaction holds locked:
 * the stored figures move by exactly the old vote out and the new one in.
 */
async function shiftItem(w: AgmmeetingWork, item: ItemRow, previous: VoteRow | null, next: VoteRow | null) {
  const t = shiftTally(
    {
      for: { weight: item.forWeight, units: item.forUnits },
      against: { weight: item.againstWeight, units: item.againstUnits },
      abstain: { weight: item.abstainWeight, units: item.abstainUnits },
    },
    counted(previous),
    counted(next),
  );
  await w.tx
    .update(agmItems)
    .set({
      forWeight: t.for.weight,
      forUnits: t.for.units,
      againstWeight: t.against.weight,
      againstUnits: t.against.units,
      abstainWeight: t.abstain.weight,
      abstainUnits: t.abstain.units,
      candidateFigures: shiftCandidates(
        item.candidateFigures,
        previous,
        next && { candidateIDs: next.candidateIds, weight: next.weight },
      ),
    })
    .where(w.scope.owns(agmItems, eq(agmItems.id, item.id)));
  w.touched.add(item.meetingId);
}

/** The item locked and open; a closed one refuses with AGM_ITEM_CLOSED, a pending one AGM_ITEM_NOT_OPEN. */
async function lockOpenItem(w: AgmmeetingWork, itemId: string): Promise<ItemRow> {
  const item = await itemRow(w, itemId, true);
  if (item.state === 'CLOSED') throw conflict('AGM_ITEM_CLOSED');
  if (item.state !== 'OPEN') throw conflict('AGM_ITEM_NOT_OPEN');
  return item;
}

/**
 * One unit's vote on the open item: staff keying a paper ballot, or the owner (or their proxy)
 * from the app. The unit must be on the roll, eligible and present. Under the item's row lock the
 * vote replaces the unit's previous one and the tally moves in the same transaction, so a unit
 * casting many times at once ends with one vote counted once, and a close either counts a vote
 * or refuses it, never half.
 */
export async function castVote(
  w: AgmmeetingWork,
  b: Ballot,
  voter: Voter,
  channel: AgmVoteChannel,
): Promise<AgmVote> {
  const item = await lockOpenItem(w, b.itemID);
  const standing = await unitStanding(w.tx, w.scope, item.meetingId, b.unitID, w.userId);
  if (!standing) throw notFound('AGM_UNIT_NOT_ON_ROLL');
  const { roll, attendance: a } = standing;
  if (voter.kind === 'OWNER_OR_PROXY') {
    const isOwner = roll.owners.some((o) => o.userID === voter.userId);
    const allowed =
      a?.mode === 'PROXY'
        ? a.proxyHolderUserId === voter.userId
        : a?.attendeeUserId
          ? a.attendeeUserId === voter.userId
          : isOwner;
    if (!allowed) throw forbidden('AGM_NOT_OWNER');
  }
  if (!a || a.checkedOutAt !== null) throw conflict('AGM_NOT_PRESENT');
  if (!roll.eligible) throw conflict('AGM_NOT_ELIGIBLE');
  checkBallot(item, b);
  const previous = await currentVote(w.tx, w.scope, item.id, b.unitID);
  const byName = standing.callerName || w.actor;
  const values = {
    communityId: w.scope.communityId,
    meetingId: item.meetingId,
    itemId: item.id,
    unitId: b.unitID,
    choice: b.choice,
    candidateIds: b.candidateIDs,
    weight: roll.weight,
    channel,
    castByUserId: w.userId,
    castByName: byName,
    castAt: w.now,
  };
  const [next] = await w.tx
    .insert(agmVotes)
    .values(values)
    .onConflictDoUpdate({ target: [agmVotes.itemId, agmVotes.unitId], set: values })
    .returning();
  await shiftItem(w, item, previous, next!);
  await w.tx.insert(agmVoteAudit).values({
    communityId: w.scope.communityId,
    meetingId: item.meetingId,
    itemId: item.id,
    unitId: b.unitID,
    action: previous ? 'CHANGE' : 'CAST',
    choice: b.choice,
    candidateIds: b.candidateIDs,
    previousChoice: previous?.choice ?? null,
    channel,
    byUserId: w.userId,
    byName,
    at: w.now,
  });
  return toVote(next!, roll.unitNo);
}

/** Staff void a unit's vote on the open item, keeping the reason in the audit. */
export async function voidVote(w: AgmmeetingWork, itemId: string, unitId: string, reason: string) {
  const item = await lockOpenItem(w, itemId);
  const previous = await currentVote(w.tx, w.scope, item.id, unitId);
  if (!previous) throw notFound('AGM_NO_VOTE');
  await w.tx
    .delete(agmVotes)
    .where(w.scope.owns(agmVotes, and(eq(agmVotes.itemId, item.id), eq(agmVotes.unitId, unitId))));
  await shiftItem(w, item, previous, null);
  await w.tx.insert(agmVoteAudit).values({
    communityId: w.scope.communityId,
    meetingId: item.meetingId,
    itemId: item.id,
    unitId,
    action: 'VOID',
    choice: null,
    previousChoice: previous.choice,
    channel: previous.channel,
    byUserId: w.userId,
    byName: (await userName(w.tx, w.userId)) || w.actor,
    at: w.now,
    reason,
  });
  return { itemID: item.id, unitID: unitId };
}

export async function listVotes(w: AgmmeetingWork, meetingId: string, itemId?: string): Promise<AgmVote[]> {
  return (await voteRows(w.tx, w.scope, meetingId, itemId)).map((r) => toVote(r.vote, r.unitNo ?? ''));
}

export async function voteAudit(
  w: AgmmeetingWork,
  meetingId: string,
  itemId?: string,
): Promise<AgmVoteAudit[]> {
  return (await auditRows(w.tx, w.scope, meetingId, itemId)).map(({ entry: e, unitNo, seq }) => ({
    entryID: e.id,
    itemID: e.itemId,
    itemSeq: seq,
    unitID: e.unitId,
    unitNo: unitNo ?? '',
    action: e.action,
    choice: e.choice,
    candidateIDs: e.candidateIds,
    previousChoice: e.previousChoice,
    channel: e.channel,
    by: { userID: e.byUserId, name: e.byName },
    at: e.at.toISOString(),
    reason: e.reason,
  }));
}

/** Whether an item belongs to the meeting (list filters). */
export async function itemOfMeeting(w: AgmmeetingWork, meetingId: string, itemId: string) {
  const [row] = await w.tx
    .select({ id: agmItems.id })
    .from(agmItems)
    .where(w.scope.owns(agmItems, and(eq(agmItems.id, itemId), eq(agmItems.meetingId, meetingId))));
  if (!row) throw notFound('AGM_ITEM_NOT_FOUND');
}
