import { and, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { agmAttendance, agmMeetings, agmRoll } from './tables';

/** The meetings owners are told of: past the draft, and a cancelled one only if its notice went out. */
export async function noticedMeetings(tx: Executor, scope: CommunityScope) {
  return tx
    .select()
    .from(agmMeetings)
    .where(
      scope.owns(
        agmMeetings,
        ne(agmMeetings.state, 'DRAFT'),
        or(ne(agmMeetings.state, 'CANCELLED'), isNotNull(agmMeetings.noticeSentAt)),
      ),
    )
    .orderBy(sql`${agmMeetings.startsAt} desc`)
    .limit(50);
}

/** The roll entries of a meeting whose owners include the user. */
export async function ownedRoll(tx: Executor, scope: CommunityScope, meetingId: string, userId: string) {
  return tx
    .select()
    .from(agmRoll)
    .where(
      scope.owns(
        agmRoll,
        eq(agmRoll.meetingId, meetingId),
        sql`${agmRoll.owners} @> ${JSON.stringify([{ userID: userId }])}::jsonb`,
      ),
    );
}

/** The units a user holds as registered proxy at a meeting, with their roll entries. */
export async function heldByProxy(tx: Executor, scope: CommunityScope, meetingId: string, userId: string) {
  return tx
    .select({ roll: agmRoll, attendance: agmAttendance })
    .from(agmAttendance)
    .innerJoin(
      agmRoll,
      and(eq(agmRoll.meetingId, agmAttendance.meetingId), eq(agmRoll.unitId, agmAttendance.unitId)),
    )
    .where(
      scope.owns(
        agmAttendance,
        eq(agmAttendance.meetingId, meetingId),
        eq(agmAttendance.mode, 'PROXY'),
        eq(agmAttendance.proxyHolderUserId, userId),
      ),
    );
}

export async function attendanceOf(
  tx: Executor,
  scope: CommunityScope,
  meetingId: string,
  unitIds: string[],
) {
  if (unitIds.length === 0) return [];
  return tx
    .select()
    .from(agmAttendance)
    .where(
      scope.owns(
        agmAttendance,
        eq(agmAttendance.meetingId, meetingId),
        inArray(agmAttendance.unitId, unitIds),
      ),
    );
}
