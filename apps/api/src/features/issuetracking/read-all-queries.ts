import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/client';
import type { IssueWork } from './issue-work';
import { issueTaskReads, issueTasks } from './tables';
import { groupVisibleTo } from './visibility-queries';

/**
 * Marks read every task the caller can see (of one group, when named) that was unread: never
 * read, or read before its last activity. One statement however many tasks; answers how many
 * it marked. The group, when named, was found visible by the caller's verb.
 */
export async function markAllRead(w: IssueWork, groupId: string | undefined): Promise<number> {
  const t = issueTasks;
  const r = issueTaskReads;
  const marked = await queryRows<{ task_id: string }>(
    w.tx,
    sql`insert into ${r} (community_id, task_id, user_id, read_at)
      select ${t.communityId}, ${t.id}, ${w.userId}::uuid, ${w.now.toISOString()}::timestamptz from ${t}
      where ${w.scope.owns(t, groupId ? eq(t.groupId, groupId) : undefined, groupVisibleTo(w, t.groupId))}
        and not exists (select 1 from ${r} where ${r.userId} = ${w.userId} and ${r.taskId} = ${t.id}
          and ${r.readAt} >= ${t.activityAt})
      on conflict (user_id, task_id) do update set read_at = excluded.read_at
      returning task_id`,
  );
  return marked.length;
}
