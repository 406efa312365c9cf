import { and, asc, eq, inArray, sql } from 'drizzle-orm';
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
 * Everything a vote checks about its units, in one read: each roll entry, its attendance (if any)
 * and its current vote on the item (if any; read under the item's lock, so the latest), by unit.
 * A unit not on the meeting's roll has no entry.
 */
export async function unitStandings(
  tx: Executor,
  scope: CommunityScope,
  at: { meetingId: string; itemId: string },
  unitIds: readonly string[],
) {
  const rows = await tx
    .select({ roll: agmRoll, attendance: agmAttendance, vote: agmVotes })
    .from(agmRoll)
    .leftJoin(
      agmAttendance,
      and(eq(agmAttendance.meetingId, agmRoll.meetingId), eq(agmAttendance.unitId, agmRoll.unitId)),
    )
    .leftJoin(agmVotes, and(eq(agmVotes.itemId, at.itemId), eq(agmVotes.unitId, agmRoll.unitId)))
    .where(scope.owns(agmRoll, eq(agmRoll.meetingId, at.meetingId), inArray(agmRoll.unitId, [...unitIds])));
  return new Map(rows.map((r) => [r.roll.unitId, r]));
}

export type UnitStanding = Awaited<ReturnType<typeof unitStandings>> extends Map<string, infer S> ? S : never;

/** Stores units' votes on an item, each replacing the unit's previous one (one row per unit). */
export async function upsertVotes(tx: Executor, rows: (typeof agmVotes.$inferInsert)[]) {
  await tx
    .insert(agmVotes)
    .values(rows)
    .onConflictDoUpdate({
      target: [agmVotes.itemId, agmVotes.unitId],
      set: {
        choice: sql`excluded.choice`,
        candidateIds: sql`excluded.candidate_ids`,
        weight: sql`excluded.weight`,
        channel: sql`excluded.channel`,
        castByUserId: sql`excluded.cast_by_user_id`,
        castByName: sql`excluded.cast_by_name`,
        castAt: sql`excluded.cast_at`,
      },
    });
}
