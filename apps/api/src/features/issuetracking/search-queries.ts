import { and, count, desc, eq, lt, ne, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../platform/http/keyset';
import type { IssueWork } from './issue-work';
import { issueComments, issueTasks } from './tables';
import { groupVisibleTo } from './visibility-queries';

export type SearchStage = 'CURRENT' | 'CLOSED' | 'ALL';

/** `T-000123`, `T123`, `#123` or `123` name task 123; other text names no number. */
export function taskNumberIn(q: string): number | undefined {
  const m = /^(?:t-?|#)?(\d{1,9})$/i.exec(q.trim());
  return m ? Number(m[1]) : undefined;
}

/**
 * The ids of the community's tasks the text finds: by number, or as a substring (any case, the
 * user's % and _ taken literally) of the title, the text or a live comment. Each branch reads
 * its own pg_trgm index (three or more characters use it; fewer still match, by scanning), and
 * the union keeps the planner from walking every task for one OR.
 */
function matchingTaskIds(w: IssueWork, q: string): SQL {
  const pattern = containsPattern(q);
  const t = issueTasks;
  const c = issueComments;
  const no = taskNumberIn(q);
  const branches = [
    sql`select ${t.id} from ${t} where ${w.scope.owns(t, sql`${t.title} ilike ${pattern}`)}`,
    sql`select ${t.id} from ${t} where ${w.scope.owns(t, sql`${t.body} ilike ${pattern}`)}`,
    sql`select ${c.taskId} from ${c} where ${w.scope.owns(c, sql`${c.deletedAt} is null and ${c.body} ilike ${pattern}`)}`,
    ...(no === undefined ? [] : [sql`select ${t.id} from ${t} where ${w.scope.owns(t, eq(t.no, no))}`]),
  ];
  return sql`${t.id} in (${sql.join(branches, sql` union `)})`;
}

const stageIs = (stage: SearchStage) =>
  stage === 'CURRENT'
    ? ne(issueTasks.stage, 'CLOSED')
    : stage === 'CLOSED'
      ? eq(issueTasks.stage, 'CLOSED')
      : undefined;

/**
 * The tasks found in groups the caller can see, newest number first, one keyset page (`afterNo`
 * is the last number of the previous page), and how many were found in all.
 */
export async function findTasks(
  w: IssueWork,
  f: { q: string; stage: SearchStage; afterNo?: number; limit: number },
) {
  const found = and(matchingTaskIds(w, f.q), stageIs(f.stage), groupVisibleTo(w, issueTasks.groupId));
  const rows = await w.tx
    .select()
    .from(issueTasks)
    .where(
      w.scope.owns(issueTasks, found, f.afterNo === undefined ? undefined : lt(issueTasks.no, f.afterNo)),
    )
    .orderBy(desc(issueTasks.no))
    .limit(f.limit + 1);
  const [total] = await w.tx.select({ n: count() }).from(issueTasks).where(w.scope.owns(issueTasks, found));
  return { rows, total: total!.n };
}
