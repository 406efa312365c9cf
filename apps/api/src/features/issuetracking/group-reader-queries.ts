import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { issueGroups } from './tables';
import { groupAudience } from './task-audience';

/** Everyone who may see the group a task is in, looked up by the group's id (none for no group). */
export async function readersOfGroupId(tx: Executor, scope: CommunityScope, groupId: string) {
  const [group] = await tx
    .select({ id: issueGroups.id, isPrivate: issueGroups.isPrivate })
    .from(issueGroups)
    .where(scope.owns(issueGroups, eq(issueGroups.id, groupId)));
  return group ? groupAudience(tx, scope, group) : [];
}
