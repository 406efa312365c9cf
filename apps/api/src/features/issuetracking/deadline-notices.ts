import { taskNoText } from '@cc/contracts/issuetracking';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { communityScope } from '../../platform/db/community-scope';
import type { JobContext } from '../../platform/jobs/job-runner';
import type { AppServices } from '../../platform/services';
import { memberships } from '../../platform/tenancy/tables';
import type { ReminderJob } from './deadline-jobs';
import { communityClock } from './deadline-queries';
import { issueTaskAssignees, issueTaskEvents, issueTasks } from './tables';

export const taskTarget = (t: { groupId: string; id: string }) =>
  `/dashboard/issuetracking/group/task?groupID=${t.groupId}&taskID=${t.id}`;

const whenText = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('th-TH', { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(at);

/**
 * The reminder of one due time. It goes out only while the task is current and still due then,
 * and once: the REMINDED event naming the due time is written under the task's lock before
 * anyone is told, so a second job of the same key (or a retry) finds it and stops.
 */
export async function remindDue(
  { communityID, taskID, dueAt }: ReminderJob,
  _ctx: JobContext,
  s: AppServices,
) {
  const scope = communityScope(s.db, communityID);
  const found = await scope.run(async (tx) => {
    const clock = await communityClock(tx, communityID);
    if (!clock?.featureOn) return null;
    const [task] = await tx
      .select()
      .from(issueTasks)
      .where(scope.owns(issueTasks, eq(issueTasks.id, taskID)))
      .for('update');
    if (!task || task.stage === 'CLOSED' || task.dueAt?.getTime() !== Date.parse(dueAt)) return null;
    const [reminded] = await tx
      .select({ id: issueTaskEvents.id })
      .from(issueTaskEvents)
      .where(
        scope.owns(
          issueTaskEvents,
          eq(issueTaskEvents.taskId, taskID),
          eq(issueTaskEvents.kind, 'REMINDED'),
          sql`${issueTaskEvents.detail} @> ${JSON.stringify({ dueAt })}::jsonb`,
        ),
      )
      .limit(1);
    if (reminded) return null;
    await tx
      .insert(issueTaskEvents)
      .values({ communityId: communityID, taskId: taskID, kind: 'REMINDED', detail: { dueAt } });
    const assignees = await tx
      .select({ userId: issueTaskAssignees.userId })
      .from(issueTaskAssignees)
      .where(scope.owns(issueTaskAssignees, eq(issueTaskAssignees.taskId, taskID)));
    return { task, timeZone: clock.timeZone, userIds: assignees.map((a) => a.userId) };
  });
  if (!found || found.userIds.length === 0) return;
  const { task } = found;
  await s.notify(
    communityID,
    { kind: 'users', userIds: found.userIds },
    {
      title: `ใกล้ครบกำหนด ${taskNoText(task.no)}`,
      body: `${task.title}\nครบกำหนด ${whenText(task.dueAt!, found.timeZone)}`,
      featureEnum: 'ISSUE_TRACKING',
      target: taskTarget(task),
    },
  );
}

/**
 * Tells the community's ADMINs of every current task overdue by `afterDays` full days before
 * `dayStart`. `escalated_at` is set in the same statement that picks the tasks, so each task is
 * escalated once however many mornings or instances look.
 */
export async function escalateOverdue(
  s: AppServices,
  communityID: string,
  dayStart: Date,
  afterDays: number,
) {
  const scope = communityScope(s.db, communityID);
  const limit = new Date(dayStart.getTime() - afterDays * 24 * 3_600_000);
  const found = await scope.run(async (tx) => {
    const tasks = await tx
      .update(issueTasks)
      .set({ escalatedAt: new Date() })
      .where(
        scope.owns(
          issueTasks,
          sql`${issueTasks.stage} <> 'CLOSED'`,
          isNull(issueTasks.escalatedAt),
          lt(issueTasks.dueAt, limit),
        ),
      )
      .returning({
        id: issueTasks.id,
        groupId: issueTasks.groupId,
        no: issueTasks.no,
        title: issueTasks.title,
      });
    if (tasks.length === 0) return null;
    const admins = await tx
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(scope.owns(memberships, and(eq(memberships.role, 'ADMIN'))));
    return { tasks, userIds: admins.map((a) => a.userId) };
  });
  if (!found || found.userIds.length === 0) return;
  for (const task of found.tasks)
    await s.notify(
      communityID,
      { kind: 'users', userIds: found.userIds },
      {
        title: `งานเกินกำหนด ${afterDays} วัน: ${taskNoText(task.no)}`,
        body: task.title,
        featureEnum: 'ISSUE_TRACKING',
        target: taskTarget(task),
      },
    );
}
