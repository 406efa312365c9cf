import { taskNoText } from '@cc/contracts/issuetracking';
import type { FastifyBaseLogger } from 'fastify';
import type { AppServices } from '../../platform/services';

export interface NoticeTask {
  id: string;
  groupId: string;
  no: number;
  title: string;
}

/** The task's page in the console: the group's board with the task's drawer open. */
export const taskTarget = (t: NoticeTask) =>
  `/dashboard/issuetracking/group/task?groupID=${t.groupId}&taskID=${t.id}`;

const EXCERPT = 120;
const excerptOf = (text: string, photos: number) => {
  const words = text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1)}…` : text;
  return words || `(รูปภาพ ${photos} รูป)`;
};

/**
 * Tells the people a new comment concerns, in Thai (the product's first language): those it
 * mentions, then the task's other watchers. Called after the comment has committed; a
 * notification that fails is logged, and the comment still stands.
 */
export async function notifyComment(
  s: AppServices,
  log: FastifyBaseLogger,
  communityId: string,
  n: {
    task: NoticeTask;
    author: string;
    text: string;
    photos: number;
    mentioned: string[];
    watchers: string[];
  },
) {
  const about = `งาน ${taskNoText(n.task.no)} ${n.task.title}`;
  const said = excerptOf(n.text, n.photos);
  const target = taskTarget(n.task);
  const watchers = n.watchers.filter((id) => !n.mentioned.includes(id));
  const sends = [
    {
      userIds: n.mentioned,
      title: `${n.author} กล่าวถึงคุณ`,
      body: `${n.author} กล่าวถึงคุณในความคิดเห็นของ${about}: ${said}`,
    },
    {
      userIds: watchers,
      title: `ความคิดเห็นใหม่ใน${about}`,
      body: `${n.author} แสดงความคิดเห็นใน${about} ที่คุณติดตาม: ${said}`,
    },
  ];
  for (const m of sends) {
    if (m.userIds.length === 0) continue;
    try {
      await s.notify(
        communityId,
        { kind: 'users', userIds: m.userIds },
        { title: m.title.slice(0, 200), body: m.body, featureEnum: 'ISSUE_TRACKING', target },
      );
    } catch (err) {
      log.error({ err, communityId, taskId: n.task.id }, 'issue comment notification failed');
    }
  }
}

/**
 * Tells the consoles of everyone who can see the task's group (never a private group's
 * outsiders) that it changed, so an open board or drawer refetches. Best effort: the change
 * stands either way, and a console also refetches when its socket reconnects.
 */
export async function publishTaskChanged(
  s: AppServices,
  log: FastifyBaseLogger,
  communityId: string,
  readers: readonly string[],
  task: Pick<NoticeTask, 'id' | 'groupId'>,
) {
  if (readers.length === 0) return;
  try {
    await s.realtime.publish(communityId, [
      {
        userIds: readers,
        event: { type: 'changed', featureEnum: 'ISSUE_TRACKING', ids: [task.id, task.groupId] },
      },
    ]);
  } catch (err) {
    log.warn({ err, communityId, taskId: task.id }, 'issue change could not be published');
  }
}
