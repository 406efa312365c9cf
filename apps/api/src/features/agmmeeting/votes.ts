import type { AgmVote, AgmVoteAudit, AgmVoteChannel, AgmVoteChoice } from '@cc/contracts/agmmeeting';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors';
import { type ItemRow, itemRow } from './agenda-queries';
import type { AgmmeetingWork } from './agmmeeting-work';
import { userName, userNames } from './attendance-queries';
import { badRequest, conflict, forbidden, notFound } from './refusals';
import { type ChoiceFigures, type CountedVote, shiftTally } from './rule-math';
import { agmItems, agmVoteAudit, agmVotes, type CandidateFigures } from './tables';
import {
  auditRows,
  currentVote,
  type UnitStanding,
  unitStandings,
  upsertVotes,
  voteRows,
} from './vote-queries';

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

const figuresOf = (item: ItemRow): ChoiceFigures => ({
  for: { weight: item.forWeight, units: item.forUnits },
  against: { weight: item.againstWeight, units: item.againstUnits },
  abstain: { weight: item.abstainWeight, units: item.abstainUnits },
});

/** Writes the item's moved tally, on the item row this transaction holds locked. */
async function storeTally(
  w: AgmmeetingWork,
  item: ItemRow,
  t: ChoiceFigures,
  candidateFigures: CandidateFigures,
) {
  await w.tx
    .update(agmItems)
    .set({
      forWeight: t.for.weight,
      forUnits: t.for.units,
      againstWeight: t.against.weight,
      againstUnits: t.against.units,
      abstainWeight: t.abstain.weight,
      abstainUnits: t.abstain.units,
      candidateFigures,
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

/** One ballot of a batch, with who cast it (each caller's own user and channel). */
export interface Cast {
  ballot: Ballot;
  voter: Voter;
  channel: AgmVoteChannel;
  userId: string;
  actor: string;
}

export type CastOutcome = { ok: true; vote: AgmVote } | { ok: false; refusal: AppError };

/** Whether a unit may vote as this caller; throws the refusal that answers the caller if not. */
function checkStanding(item: ItemRow, cast: Cast, standing: UnitStanding | undefined) {
  if (!standing) throw notFound('AGM_UNIT_NOT_ON_ROLL');
  const { roll, attendance: a } = standing;
  const { voter } = cast;
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
  checkBallot(item, cast.ballot);
}

/**
 * Units' votes on one open item: staff keying paper ballots, or owners (or their proxies) from
 * the app. Each unit must be on the roll, eligible and present. Under the item's row lock each
 * ballot, in arrival order, replaces its unit's previous vote, and the tally moves by exactly the
 * old votes out and the new ones in, all in this transaction: a unit casting many times at once
 * ends with one vote counted once, and a close either counts a vote or refuses it, never half.
 * Every ballot is checked on its own: a refused one answers its caller and changes nothing, the
 * others still count. The writes are one upsert, one tally update and one audit insert however
 * many ballots there are, so a batch costs about what one vote does.
 */
export async function castVotes(w: AgmmeetingWork, casts: readonly Cast[]): Promise<CastOutcome[]> {
  const item = await lockOpenItem(w, casts[0]!.ballot.itemID);
  const at = { meetingId: item.meetingId, itemId: item.id };
  const [standings, names] = await Promise.all([
    unitStandings(w.tx, w.scope, at, [...new Set(casts.map((c) => c.ballot.unitID))]),
    userNames(w.tx, [...new Set(casts.map((c) => c.userId))]),
  ]);
  const current = new Map([...standings].map(([unitId, s]) => [unitId, s.vote]));
  let tally = figuresOf(item);
  let candidates = item.candidateFigures;
  const audits: (typeof agmVoteAudit.$inferInsert)[] = [];
  const outcomes = casts.map((cast): CastOutcome => {
    const { ballot: b } = cast;
    const standing = standings.get(b.unitID);
    try {
      checkStanding(item, cast, standing);
    } catch (refusal) {
      if (refusal instanceof AppError) return { ok: false, refusal };
      throw refusal;
    }
    const previous = current.get(b.unitID) ?? null;
    const byName = names.get(cast.userId) || cast.actor;
    const next: VoteRow = {
      communityId: w.scope.communityId,
      meetingId: item.meetingId,
      itemId: item.id,
      unitId: b.unitID,
      choice: b.choice,
      candidateIds: b.candidateIDs,
      weight: standing!.roll.weight,
      channel: cast.channel,
      castByUserId: cast.userId,
      castByName: byName,
      castAt: w.now,
    };
    tally = shiftTally(tally, counted(previous), counted(next));
    candidates = shiftCandidates(candidates, previous, {
      candidateIDs: next.candidateIds,
      weight: next.weight,
    });
    current.set(b.unitID, next);
    audits.push({
      communityId: w.scope.communityId,
      meetingId: item.meetingId,
      itemId: item.id,
      unitId: b.unitID,
      action: previous ? 'CHANGE' : 'CAST',
      choice: b.choice,
      candidateIds: b.candidateIDs,
      previousChoice: previous?.choice ?? null,
      channel: cast.channel,
      byUserId: cast.userId,
      byName,
      at: w.now,
    });
    return { ok: true, vote: toVote(next, standing!.roll.unitNo) };
  });
  if (audits.length === 0) return outcomes;
  // A unit voting twice in one batch is written once, as its last ballot: one statement may not
  // touch a row twice, and the last is what two transactions in a row would have left.
  const votedUnits = new Set(outcomes.flatMap((o) => (o.ok ? [o.vote.unitID] : [])));
  const rows = [...votedUnits].map((unitId) => current.get(unitId)!);
  await upsertVotes(w.tx, rows);
  await storeTally(w, item, tally, candidates);
  await w.tx.insert(agmVoteAudit).values(audits);
  return outcomes;
}

/** Staff void a unit's vote on the open item, keeping the reason in the audit. */
export async function voidVote(w: AgmmeetingWork, itemId: string, unitId: string, reason: string) {
  const item = await lockOpenItem(w, itemId);
  const previous = await currentVote(w.tx, w.scope, item.id, unitId);
  if (!previous) throw notFound('AGM_NO_VOTE');
  await w.tx
    .delete(agmVotes)
    .where(w.scope.owns(agmVotes, and(eq(agmVotes.itemId, item.id), eq(agmVotes.unitId, unitId))));
  await storeTally(
    w,
    item,
    shiftTally(figuresOf(item), counted(previous), null),
    shiftCandidates(item.candidateFigures, previous, null),
  );
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
