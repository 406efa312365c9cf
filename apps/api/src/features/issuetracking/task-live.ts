import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { AppServices } from '../../platform/services';
import { scheduleDueReminder } from './deadline-jobs';
import { atOffice, type IssueWork } from './issue-work';
import { sendNotices, type TaskNotice } from './task-notices';

/**
 * What a committed change to a task owes afterwards: the consoles that may see its group(s)
 * refetch (`changed` with the task's and groups' IDs), and the people it concerns are told.
 * The audience is read inside the change's transaction, so it is the one the change saw.
 */
export interface TaskChange<T> {
  task: T;
  live: { userIds: string[]; ids: string[] };
  notices: TaskNotice[];
  /** A due time set or changed: its reminder is scheduled in the same transaction. */
  due?: { id: string; dueAt: Date | null };
}

/** Best effort: the change stands either way, and a console refetches when its socket reconnects. */
export async function publishChanged(
  s: AppServices,
  log: FastifyBaseLogger,
  communityId: string,
  live: TaskChange<unknown>['live'],
) {
  if (live.userIds.length === 0) return;
  try {
    await s.realtime.publish(communityId, [
      { userIds: live.userIds, event: { type: 'changed', featureEnum: 'ISSUE_TRACKING', ids: live.ids } },
    ]);
  } catch (err) {
    log.warn({ err, communityId }, 'issue task live event failed');
  }
}

/** Runs a change in one transaction and, once it has committed, publishes and notifies. */
export async function changeTask<T>(
  s: AppServices,
  request: FastifyRequest,
  work: (w: IssueWork) => Promise<TaskChange<T>>,
) {
  const change = await atOffice(request, async (w) => {
    const made = await work(w);
    if (made.due) await scheduleDueReminder(w.tx, s, w.scope, made.due, w.now);
    return made;
  });
  const communityId = request.scope.communityId;
  await publishChanged(s, request.log, communityId, change.live);
  await sendNotices(s, request.log, communityId, change.notices);
  return { isSuccess: true as const, data: change.task };
}
