import type { ACTIVITY_KINDS } from '@cc/contracts/issuetracking';
import { asc, eq, gt } from 'drizzle-orm';
import { decodeKey, pageOf } from '../../platform/http/keyset';
import type { IssueWork } from './issue-work';
import { peopleOf } from './people';
import { badRequest } from './refusals';
import { issueTaskEvents, issueTasks } from './tables';
import { findVisibleTask } from './visibility-queries';

type Kind = (typeof ACTIVITY_KINDS)[number];

/**
 * Something happened to a task: a row in its activity (never changed afterwards) and its
 * `activity_at` moved on, which is what lights the unread dot for everyone who read it before.
 */
export async function recordActivity(
  w: IssueWork,
  taskId: string,
  kind: Kind,
  detail: Record<string, unknown>,
) {
  await w.tx.insert(issueTaskEvents).values({
    communityId: w.scope.communityId,
    taskId,
    actorId: w.userId,
    kind,
    detail,
    at: w.now,
  });
  await w.tx
    .update(issueTasks)
    .set({ activityAt: w.now })
    .where(w.scope.owns(issueTasks, eq(issueTasks.id, taskId)));
}

/** A task's activity, oldest first, in keyset pages (the key is the row's serial id). */
export async function taskActivity(w: IssueWork, taskId: string, page: { lastKey?: string; limit: number }) {
  await findVisibleTask(w.tx, w.scope, w, taskId);
  const after = decodeKey(page.lastKey, 1)?.[0];
  if (after !== undefined && typeof after !== 'number') throw badRequest('BAD_LAST_KEY');
  const rows = await w.tx
    .select()
    .from(issueTaskEvents)
    .where(
      w.scope.owns(
        issueTaskEvents,
        eq(issueTaskEvents.taskId, taskId),
        typeof after === 'number' ? gt(issueTaskEvents.id, after) : undefined,
      ),
    )
    .orderBy(asc(issueTaskEvents.id))
    .limit(page.limit + 1);
  const { items, lastKey } = pageOf(rows, page.limit, (r) => [r.id]);
  const people = await peopleOf(
    w.tx,
    items.map((r) => r.actorId),
    w.fileUrl,
  );
  return {
    isSuccess: true as const,
    items: items.map((r) => ({
      activityID: String(r.id),
      kind: r.kind as Kind,
      actor: people(r.actorId),
      detail: r.detail,
      at: r.at.toISOString(),
    })),
    lastKey,
  };
}
