import { and, asc, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { communities, communityFeatures, memberships } from '../../platform/tenancy/tables';
import { issueTaskAssignees, issueTaskEvents, issueTasks } from './tables';

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

const current = ne(issueTasks.stage, 'CLOSED');

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

/** The task under its lock, for the reminder's check-and-mark. */
export async function lockedTask(tx: Executor, scope: CommunityScope, taskId: string) {
  const [task] = await tx
    .select()
    .from(issueTasks)
    .where(scope.owns(issueTasks, eq(issueTasks.id, taskId)))
    .for('update');
  return task;
}

/** The assignees were already reminded of this due time (the REMINDED event names it). */
export async function wasReminded(tx: Executor, scope: CommunityScope, taskId: string, dueAt: string) {
  const [found] = await tx
    .select({ id: issueTaskEvents.id })
    .from(issueTaskEvents)
    .where(
      scope.owns(
        issueTaskEvents,
        eq(issueTaskEvents.taskId, taskId),
        eq(issueTaskEvents.kind, 'REMINDED'),
        sql`${issueTaskEvents.detail} @> ${JSON.stringify({ dueAt })}::jsonb`,
      ),
    )
    .limit(1);
  return !!found;
}

export async function markReminded(tx: Executor, scope: CommunityScope, taskId: string, dueAt: string) {
  await tx
    .insert(issueTaskEvents)
    .values({ communityId: scope.communityId, taskId, kind: 'REMINDED', detail: { dueAt } });
}

export async function assigneeIdsOf(tx: Executor, scope: CommunityScope, taskId: string) {
  const rows = await tx
    .select({ userId: issueTaskAssignees.userId })
    .from(issueTaskAssignees)
    .where(scope.owns(issueTaskAssignees, eq(issueTaskAssignees.taskId, taskId)));
  return rows.map((r) => r.userId);
}

/**
 * Marks every current task due before `before` and not yet escalated, and answers them: picking
 * and marking are one statement, so no two mornings escalate the same task.
 */
export function markEscalated(tx: Executor, scope: CommunityScope, before: Date, at: Date) {
  return tx
    .update(issueTasks)
    .set({ escalatedAt: at })
    .where(scope.owns(issueTasks, current, isNull(issueTasks.escalatedAt), lt(issueTasks.dueAt, before)))
    .returning({
      id: issueTasks.id,
      groupId: issueTasks.groupId,
      no: issueTasks.no,
      title: issueTasks.title,
    });
}

export async function adminIdsOf(tx: Executor, scope: CommunityScope) {
  const rows = await tx
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(scope.owns(memberships, eq(memberships.role, 'ADMIN')));
  return rows.map((r) => r.userId);
}
