import { sql } from 'drizzle-orm';
import type { CommunityScope } from '../../platform/db/community-scope';
import { type BadgeCount, type BadgeCounter, badgeQuery } from '../../platform/feature/define-feature';
import { agmAttendance, agmItems, agmMeetings, agmRoll, agmVotes } from './tables';

const m = agmMeetings;
const TARGET = '/dashboard/agmmeeting';

/**
 * Meetings the office has to act on now: a draft whose notice has not gone out, a noticed meeting
 * whose start has come (to open), and a meeting in session. A community holds a few meetings a
 * year, all read through its (community, start) index.
 */
const needingTheOffice = (scope: CommunityScope, at: string) =>
  sql`(select count(*) from ${m} where ${scope.owns(
    m,
    sql`(${m.state} in ('DRAFT', 'IN_SESSION')
      or (${m.state} = 'NOTICE_SENT' and ${m.startsAt} <= ${at}::timestamptz))`,
  )})`;

/**
 * Open items of a meeting in session on which a unit the caller votes for has no vote yet. A
 * unit is the caller's to vote for as casting decides it (votes.ts, checkStanding): while it is
 * present, its registered proxy's when a proxy holds it, else its named attendee's, else any
 * owner's on the roll; while it is not present, any owner's, who may check in online and vote.
 * Only eligible units. Read from the community's meetings in session (none most of the year),
 * then each one's items, roll, attendance and votes by their keys. OFFSET 0 keeps the EXISTS a
 * subplan run per open item with its meeting as the roll's key: turned into a join, the planner
 * may hash every roll of the community instead (60,000 rows for ten years of a large condo).
 */
function openVotesNotCast(scope: CommunityScope, userId: string) {
  const i = agmItems;
  const r = agmRoll;
  const a = agmAttendance;
  const v = agmVotes;
  const owner = sql`${r.owners} @> ${JSON.stringify([{ userID: userId }])}::jsonb`;
  const mine = sql`case
      when ${a.unitId} is null or ${a.checkedOutAt} is not null then ${owner}
      when ${a.mode} = 'PROXY' then ${a.proxyHolderUserId} = ${userId}
      when ${a.attendeeUserId} is not null then ${a.attendeeUserId} = ${userId}
      else ${owner}
    end`;
  const unitLeftToVote = sql`exists (select 1 from ${r}
      left join ${a} on ${scope.owns(a, sql`${a.meetingId} = ${r.meetingId} and ${a.unitId} = ${r.unitId}`)}
      where ${scope.owns(r, sql`${r.meetingId} = ${i.meetingId}`, sql`${r.eligible}`)} and ${mine}
        and not exists (select 1 from ${v}
          where ${scope.owns(v, sql`${v.itemId} = ${i.id} and ${v.unitId} = ${r.unitId}`)})
      offset 0)`;
  return sql`(select count(*) from ${i} join ${m} on ${m.id} = ${i.meetingId}
    where ${scope.owns(m, sql`${m.state} = 'IN_SESSION'`)}
      and ${scope.owns(i, sql`${i.state} = 'OPEN'`)} and ${unitLeftToVote})`;
}

/**
 * Those who run meetings (AGM_MEETING:write) see the meetings needing them; every member who may
 * vote (AGM_MEETING:read: owners and their proxies, staff who own units too) sees the open votes
 * they have not cast, which is none for whoever holds no unit.
 */
export const agmBadge: BadgeCounter = ({ scope, userId, permissions, now }) => {
  const runs = permissions.has('AGM_MEETING:write');
  const votes = permissions.has('AGM_MEETING:read');
  if (!runs && !votes) return null;
  const at = new Date(now).toISOString();
  return badgeQuery({
    counts: {
      ...(runs ? { toRun: needingTheOffice(scope, at) } : {}),
      ...(votes ? { toVote: openVotesNotCast(scope, userId) } : {}),
    },
    parts: (n: Record<string, number>) =>
      (['toRun', 'toVote'] as const)
        .filter((name) => name in n)
        .map((name): BadgeCount => ({ name, count: n[name]!, target: TARGET })),
  });
};
