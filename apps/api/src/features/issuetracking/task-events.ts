import type { ACTIVITY_KINDS } from '@cc/contracts/issuetracking';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { issueTaskEvents } from './tables';

export type TaskEventKind = (typeof ACTIVITY_KINDS)[number];

/**
 * Writes one line of a task's history, in the transaction of the change it records: the change
 * and its trace commit together or not at all. Lines are only ever added.
 */
export async function recordTaskEvent(
  tx: Executor,
  scope: CommunityScope,
  taskId: string,
  actorId: string | null,
  kind: TaskEventKind,
  detail: Record<string, unknown> = {},
) {
  await tx.insert(issueTaskEvents).values({ communityId: scope.communityId, taskId, actorId, kind, detail });
}
