import { and, asc, eq, sql } from 'drizzle-orm';
import { users } from '../../platform/auth/tables';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { agmAttendance, agmItems, agmRoll, agmVoteAudit, agmVotes } from './tables';

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

/**
 * Everything a vote checks about its unit, in one read: the roll entry, its attendance (if any)
 * and the caller's name for the audit. Null when the unit is not on the meeting's roll.
 */
export async function unitStanding(
  tx: Executor,
  scope: CommunityScope,
  meetingId: string,
  unitId: string,
  userId: string,
) {
  const [row] = await tx
    .select({
      roll: agmRoll,
      attendance: agmAttendance,
      callerName: sql<
        string | null
      >`(select coalesce(nullif(trim(${users.firstname} || ' ' || ${users.lastname}), ''), ${users.email}) from ${users} where ${users.id} = ${userId})`,
    })
    .from(agmRoll)
    .leftJoin(
      agmAttendance,
      and(eq(agmAttendance.meetingId, agmRoll.meetingId), eq(agmAttendance.unitId, agmRoll.unitId)),
    )
    .where(scope.owns(agmRoll, eq(agmRoll.meetingId, meetingId), eq(agmRoll.unitId, unitId)));
  return row ?? null;
}
