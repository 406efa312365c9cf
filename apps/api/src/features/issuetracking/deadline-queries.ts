import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { communities, communityFeatures } from '../../platform/tenancy/tables';
import { issueTaskAssignees, issueTasks } from './tables';

/** What the deadline jobs read of their community; undefined when it has gone or is a village. */
export async function communityClock(tx: Executor, communityId: string) {
  const [row] = await tx
    .select({
      timeZone: communities.timeZone,
      type: communities.type,
      on: sql<boolean>`coalesce((select ${communityFeatures.isEnable} from ${communityFeatures}
        where ${communityFeatures.communityId} = ${communities.id}
          and ${communityFeatures.featureEnum} = 'ISSUE_TRACKING'), false)`,
    })
    .from(communities)
    .where(eq(communities.id, communityId));
  if (row?.type !== 'CONDO') return undefined;
  return { timeZone: row.timeZone, featureOn: !!row.on };
}

const current = sql`${issueTasks.stage} <> 'CLOSED'`;

/** Everyone assigned a current task due before `before` (the end of the digest's day). */
export async function peopleWithDueTasks(tx: Executor, scope: CommunityScope, before: Date) {
  const rows = await tx
    .selectDistinct({ userId: issueTaskAssignees.userId })
    .from(issueTaskAssignees)
    .innerJoin(issueTasks, eq(issueTasks.id, issueTaskAssignees.taskId))
    .where(scope.owns(issueTasks, current, lt(issueTasks.dueAt, before)));
  return rows.map((r) => r.userId);
}

/** One person's current tasks due before `before`, soonest first. */
export async function dueTasksOf(tx: Executor, scope: CommunityScope, userId: string, before: Date) {
  return tx
    .select({
      id: issueTasks.id,
      groupId: issueTasks.groupId,
      no: issueTasks.no,
      title: issueTasks.title,
      dueAt: issueTasks.dueAt,
    })
    .from(issueTasks)
    .innerJoin(
      issueTaskAssignees,
      and(eq(issueTaskAssignees.taskId, issueTasks.id), eq(issueTaskAssignees.userId, userId)),
    )
    .where(scope.owns(issueTasks, current, lt(issueTasks.dueAt, before)))
    .orderBy(asc(issueTasks.dueAt), asc(issueTasks.no));
}
