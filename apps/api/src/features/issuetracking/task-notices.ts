import type { IssueTask } from '@cc/contracts/issuetracking';
import type { FastifyBaseLogger } from 'fastify';
import type { AppServices } from '../../platform/services';

/** A notification a change owes, sent once the change has committed. */
export interface TaskNotice {
  userIds: string[];
  title: string;
  body: string;
  task: Pick<IssueTask, 'taskID' | 'groupID'>;
}

type Happening = 'assigned' | 'closed' | 'recalled';
type NoticeTask = Pick<IssueTask, 'taskID' | 'groupID' | 'number' | 'title' | 'groupName'>;

/** What staff read, in Thai (the product's first language, as every notification is). */
const TEXTS: Record<Happening, (t: NoticeTask, extra: string) => { title: string; body: string }> = {
  assigned: (t) => ({ title: 'มีงานมอบหมายให้คุณ', body: `${t.number} ${t.title} (กลุ่ม ${t.groupName})` }),
  closed: (t) => ({ title: 'ปิดงานแล้ว', body: `${t.number} ${t.title} (กลุ่ม ${t.groupName}) ถูกปิดแล้ว` }),
  recalled: (t, reason) => ({
    title: 'งานถูกเปิดอีกครั้ง',
    body: `${t.number} ${t.title} ถูกเปิดอีกครั้ง เหตุผล: ${reason}`,
  }),
};

/** The notice for these people, leaving out the one who did it; none when nobody is left. */
export function noticeOf(
  happening: Happening,
  task: NoticeTask,
  userIds: Iterable<string>,
  actorId: string,
  extra = '',
): TaskNotice[] {
  const to = [...new Set(userIds)].filter((id) => id !== actorId);
  if (to.length === 0) return [];
  return [{ userIds: to, ...TEXTS[happening](task, extra), task }];
}

export const taskTarget = (t: Pick<IssueTask, 'taskID' | 'groupID'>) =>
  `/dashboard/issuetracking/group/task?groupID=${t.groupID}&taskID=${t.taskID}`;

/** Sends each notice; one that fails is logged and the change it follows still stands. */
export async function sendNotices(
  s: AppServices,
  log: FastifyBaseLogger,
  communityId: string,
  notices: TaskNotice[],
) {
  for (const n of notices) {
    try {
      await s.notify(
        communityId,
        { kind: 'users', userIds: n.userIds },
        { title: n.title, body: n.body, featureEnum: 'ISSUE_TRACKING', target: taskTarget(n.task) },
      );
    } catch (err) {
      log.error({ err, communityId, taskId: n.task.taskID }, 'issue task notification failed');
    }
  }
}
