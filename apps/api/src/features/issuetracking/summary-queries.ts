import { sql } from 'drizzle-orm';
import { localStartOf } from './group-queries';
import type { IssueWork } from './issue-work';
import { issueTaskReads, issueTasks } from './tables';
import { groupVisibleTo } from './visibility-queries';

/**
 * The dashboard card, in one statement over the current tasks of the groups the caller sees:
 * how many, how many overdue (due before now), due today (the community's day) and unread by
 * the caller (something happened after they last opened it, or they never did).
 */
export async function issueSummary(w: IssueWork) {
  const t = issueTasks;
  const now = w.now.toISOString();
  const dayStart = localStartOf('day', w.now, w.timeZone);
  const [row] = await w.tx
    .select({
      current: sql<number>`count(*)::int`,
      overdue: sql<number>`count(*) filter (where ${t.dueAt} < ${now}::timestamptz)::int`,
      dueToday: sql<number>`count(*) filter (where ${t.dueAt} >= ${dayStart}
        and ${t.dueAt} < ${dayStart} + interval '1 day')::int`,
      unread: sql<number>`count(*) filter (where not exists (select 1 from ${issueTaskReads} r
        where r.task_id = ${t.id} and r.user_id = ${w.userId} and r.read_at >= ${t.activityAt}))::int`,
    })
    .from(t)
    .where(w.scope.owns(t, sql`${t.stage} <> 'CLOSED'`, groupVisibleTo(w, t.groupId)));
  return {
    current: Number(row?.current ?? 0),
    overdue: Number(row?.overdue ?? 0),
    dueToday: Number(row?.dueToday ?? 0),
    unread: Number(row?.unread ?? 0),
  };
}
