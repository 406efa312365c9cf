import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { agmItems, agmRoll, agmVoteAudit, agmVotes } from './tables';

export async function currentVote(tx: Executor, scope: CommunityScope, itemId: string, unitId: string) {
  const [row] = await tx
    .select()
    .from(agmVotes)
    .where(scope.owns(agmVotes, and(eq(agmVotes.itemId, itemId), eq(agmVotes.unitId, unitId))));
  return row ?? null;
}

/** The votes that count, with unit numbers, by item order then unit. */
export async function voteRows(tx: Executor, scope: CommunityScope, meetingId: string, itemId?: string) {
  return tx
    .select({ vote: agmVotes, unitNo: agmRoll.unitNo, seq: agmItems.seq })
    .from(agmVotes)
    .innerJoin(agmItems, eq(agmItems.id, agmVotes.itemId))
    .leftJoin(agmRoll, and(eq(agmRoll.meetingId, agmVotes.meetingId), eq(agmRoll.unitId, agmVotes.unitId)))
    .where(
      scope.owns(
        agmVotes,
        eq(agmVotes.meetingId, meetingId),
        itemId ? eq(agmVotes.itemId, itemId) : undefined,
      ),
    )
    .orderBy(asc(agmItems.seq), asc(agmRoll.unitNo));
}

export async function auditRows(tx: Executor, scope: CommunityScope, meetingId: string, itemId?: string) {
  return tx
    .select({ entry: agmVoteAudit, unitNo: agmRoll.unitNo, seq: agmItems.seq })
    .from(agmVoteAudit)
    .innerJoin(agmItems, eq(agmItems.id, agmVoteAudit.itemId))
    .leftJoin(
      agmRoll,
      and(eq(agmRoll.meetingId, agmVoteAudit.meetingId), eq(agmRoll.unitId, agmVoteAudit.unitId)),
    )
    .where(
      scope.owns(
        agmVoteAudit,
        eq(agmVoteAudit.meetingId, meetingId),
        itemId ? eq(agmVoteAudit.itemId, itemId) : undefined,
      ),
    )
    .orderBy(asc(agmVoteAudit.at), asc(agmVoteAudit.id));
}
