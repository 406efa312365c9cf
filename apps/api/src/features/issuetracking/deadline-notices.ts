import { taskNoText } from '@cc/contracts/issuetracking';
import { communityScope } from '../../platform/db/community-scope';
import type { JobContext } from '../../platform/jobs/job-runner';
import type { AppServices } from '../../platform/services';
import type { ReminderJob } from './deadline-jobs';
import {
  adminIdsOf,
  assigneeIdsOf,
  communityClock,
  lockedTask,
  markEscalated,
  markReminded,
  wasReminded,
} from './deadline-queries';

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
    const task = await lockedTask(tx, scope, taskID);
    if (!task || task.stage === 'CLOSED' || task.dueAt?.getTime() !== Date.parse(dueAt)) return null;
    if (await wasReminded(tx, scope, taskID, dueAt)) return null;
    await markReminded(tx, scope, taskID, dueAt);
    const userIds = await assigneeIdsOf(tx, scope, taskID);
    return { task, timeZone: clock.timeZone, userIds };
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
    const tasks = await markEscalated(tx, scope, limit, new Date());
    if (tasks.length === 0) return null;
    return { tasks, userIds: await adminIdsOf(tx, scope) };
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
