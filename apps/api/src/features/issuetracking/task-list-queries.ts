import { CURRENT_STAGES } from '@cc/contracts/issuetracking';
import type { closedFilterSchema, taskFilterSchema } from '@cc/contracts/issuetracking-inputs';
import { count, desc, eq, ilike, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { containsPattern, decodeKey, pageOf } from '../../platform/http/keyset';
import type { IssueWork } from './issue-work';
import { issueTaskAssignees, issueTasks, issueTaskWatchers } from './tables';
import { type TaskRow, taskViews } from './task-view';
import { groupVisibleTo } from './visibility-queries';

type TaskFilter = z.output<typeof taskFilterSchema>;
type ClosedFilter = z.output<typeof closedFilterSchema>;
const t = issueTasks;

/** Pages run newest first on (time, id): the lastKey is the last row's pair. */
function after(
  lastKey: string | undefined,
  column: typeof t.activityAt | typeof t.closedAt,
): SQL | undefined {
  const k = decodeKey(lastKey, 2);
  if (!k) return undefined;
  const at = new Date(String(k[0]));
  if (Number.isNaN(at.getTime())) return sql`false`;
  return sql`(${column}, ${t.id}) < (${at.toISOString()}::timestamptz, ${String(k[1])}::uuid)`;
}

const current = inArray(t.stage, [...CURRENT_STAGES]);

function currentFilters(w: IssueWork, f: TaskFilter): SQL[] {
  const where: SQL[] = [current, groupVisibleTo(w, t.groupId)];
  if (f.groupID) where.push(eq(t.groupId, f.groupID));
  if (f.stage) where.push(eq(t.stage, f.stage));
  if (f.priority) where.push(eq(t.priority, f.priority));
  if (f.buildingID) where.push(eq(t.buildingId, f.buildingID));
  if (f.label) where.push(sql`${t.labels} @> array[${f.label}]::text[]`);
  if (f.overdue === 'true') where.push(lt(t.dueAt, w.now));
  if (f.overdue === 'false') where.push(sql`(${t.dueAt} is null or ${t.dueAt} >= ${w.now.toISOString()})`);
  if (f.q) where.push(ilike(t.title, containsPattern(f.q)));
  if (f.assigneeID) {
    where.push(
      sql`exists (select 1 from ${issueTaskAssignees} a where a.task_id = ${t.id} and a.user_id = ${f.assigneeID})`,
    );
  }
  return where;
}

/**
 * One page of rows in (time desc, id desc) order, the cards, and the total the filters match:
 * counted for the first page only (null after it), since the console shows the first page's and
 * counting 60,000 current tasks again on every page doubled a later page's cost.
 */
async function page(
  w: IssueWork,
  where: SQL[],
  column: typeof t.activityAt | typeof t.closedAt,
  q: { lastKey?: string; limit: number },
  withTotal: boolean,
) {
  const rows = await w.tx
    .select()
    .from(t)
    .where(w.scope.owns(t, ...where, after(q.lastKey, column)))
    .orderBy(desc(column), desc(t.id))
    .limit(q.limit + 1);
  const timeOf = (r: TaskRow) => (column === t.closedAt ? r.closedAt : r.activityAt);
  const { items, lastKey } = pageOf(rows, q.limit, (r) => [timeOf(r)?.toISOString() ?? null, r.id]);
  const total =
    withTotal && q.lastKey === undefined
      ? ((
          await w.tx
            .select({ n: count() })
            .from(t)
            .where(w.scope.owns(t, ...where))
        )[0]?.n ?? 0)
      : null;
  const { tasks } = await taskViews(w, items);
  return { isSuccess: true as const, items: tasks, lastKey, total };
}

/** Current tasks of the groups the caller sees, most recent activity first. */
export async function listCurrent(w: IssueWork, f: TaskFilter) {
  return page(w, currentFilters(w, f), t.activityAt, f, true);
}

/** The caller's current tasks: assigned to them or watched by them (in groups they still see). */
export async function listMine(w: IssueWork, q: { lastKey?: string; limit: number }) {
  const mine = sql`(exists (select 1 from ${issueTaskAssignees} a where a.task_id = ${t.id} and a.user_id = ${w.userId})
    or exists (select 1 from ${issueTaskWatchers} x where x.task_id = ${t.id} and x.user_id = ${w.userId}))`;
  const { total: _, ...p } = await page(
    w,
    [current, groupVisibleTo(w, t.groupId), mine],
    t.activityAt,
    q,
    false,
  );
  return p;
}

/** Closed tasks, latest closed first. */
export async function listClosed(w: IssueWork, f: ClosedFilter) {
  const where: SQL[] = [eq(t.stage, 'CLOSED'), groupVisibleTo(w, t.groupId)];
  if (f.groupID) where.push(eq(t.groupId, f.groupID));
  if (f.q) where.push(ilike(t.title, containsPattern(f.q)));
  return page(w, where, t.closedAt, f, true);
}
