import { desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/client';
import { containsPattern } from '../../platform/http/keyset';
import type { IssueWork } from './issue-work';
import { issueComments, issueGroups, issueTasks } from './tables';
import { visibleGroup } from './visibility-queries';

/** The shortest text a trigram index can look up. */
const TRIGRAM = 3;
/** "Found N" counts up to this many; beyond it the answer says "more than" (`moreThanTotal`). */
export const SEARCH_COUNT_CAP = 1000;
/**
 * How many tasks the title and text lookups, and how many comments the comment lookup, read
 * before the search stops counting. A lookup that stops leaves the page to a walk of the tasks
 * newest first, which is quick exactly when the text is common. Comments read twice as many rows:
 * a task's talk may repeat a word, and the count must still pass the cap in one go. The wider
 * rounds, up to the whole set, are needed only when many matching comments sit on few tasks.
 */
const LOOKUP_LIMITS = [
  [SEARCH_COUNT_CAP + 1, 2 * (SEARCH_COUNT_CAP + 1)],
  [10 * (SEARCH_COUNT_CAP + 1), 20 * (SEARCH_COUNT_CAP + 1)],
  [null, null],
] as const;

export type SearchStage = 'CURRENT' | 'CLOSED' | 'ALL';

/** `T-000123`, `T123`, `#123` or `123` name task 123; other text names no number. */
export function taskNumberIn(q: string): number | undefined {
  const m = /^(?:t-?|#)?(\d{1,9})$/i.exec(q.trim());
  return m ? Number(m[1]) : undefined;
}

interface Search {
  pattern: string;
  no: number | null;
  /** Comments are searched from three letters, where their trigram index serves them. */
  comments: boolean;
  groups: string[];
  stage: SearchStage;
}

const closedOnly = (stage: SearchStage) => (stage === 'ALL' ? null : stage === 'CLOSED');

/**
 * The community's tasks the text finds, by number or as a substring (any case, the user's % and
 * _ taken literally) of the title, the text or a live comment, through `issue_find_tasks`
 * (migration 0006): it looks the text up in the pg_trgm indexes, which row-level security keeps
 * this role's own ILIKE from using, answers only the transaction's own community, and only IDs
 * and numbers. `complete` is false when a lookup stopped at its limit.
 */
async function lookUp(w: IssueWork, s: Search, [tasks, comments]: readonly [number | null, number | null]) {
  const rows = await queryRows<{ id: string; no: number; complete: boolean }>(
    w.tx,
    sql`select id, no, complete from issue_find_tasks(${s.pattern}, ${s.no}::int, ${s.comments},
      array(select value::uuid from json_array_elements_text(${JSON.stringify(s.groups)}::json)),
      ${closedOnly(s.stage)}::boolean, ${tasks}::int, ${comments}::int)`,
  );
  return { hits: rows.map((r) => ({ id: r.id, no: Number(r.no) })), complete: rows.every((r) => r.complete) };
}

/**
 * One page of a common text's hits, newest number first, walking the tasks down the number
 * index and testing each: a text on many tasks fills a page after a few hundred. The comment
 * test is a subquery per task (its index by task), never the whole comment table hashed.
 */
async function walkPage(w: IssueWork, s: Search, afterNo: number | undefined, take: number) {
  const t = issueTasks;
  const c = issueComments;
  const stage = closedOnly(s.stage);
  const talk: SQL = s.comments
    ? sql`or (select true from ${c} where ${c.taskId} = ${t.id} and ${c.communityId} = ${t.communityId}
        and ${c.deletedAt} is null and ${c.body} ilike ${s.pattern} limit 1)`
    : sql``;
  const rows = await queryRows<{ id: string }>(
    w.tx,
    sql`select ${t.id} as id from ${t}
      where ${w.scope.owns(
        t,
        inArray(t.groupId, s.groups),
        stage === null ? undefined : stage ? eq(t.stage, 'CLOSED') : sql`${t.stage} <> 'CLOSED'`,
        afterNo === undefined ? undefined : sql`${t.no} < ${afterNo}`,
        sql`(${t.title} ilike ${s.pattern} or ${t.body} ilike ${s.pattern}
          or ${t.no} is not distinct from ${s.no}::int ${talk})`,
      )}
      order by ${t.no} desc limit ${take}`,
  );
  return rows.map((r) => r.id);
}

/**
 * The tasks found in groups the caller can see, newest number first, one keyset page (`afterNo`
 * is the last number of the previous page, `limit + 1` rows to tell a next page), and how many
 * were found, counted up to SEARCH_COUNT_CAP (`moreThanTotal` past it). A rare text is looked
 * up whole and paged from its hits; a common one stops counting early and pages by walking.
 */
export async function findTasks(
  w: IssueWork,
  f: { q: string; stage: SearchStage; afterNo?: number; limit: number },
) {
  const groups = await w.tx
    .select({ id: issueGroups.id })
    .from(issueGroups)
    .where(w.scope.owns(issueGroups, visibleGroup(w)));
  const s: Search = {
    pattern: containsPattern(f.q),
    no: taskNumberIn(f.q) ?? null,
    comments: [...f.q].length >= TRIGRAM,
    groups: groups.map((g) => g.id),
    stage: f.stage,
  };
  let ids: string[] = [];
  let found = 0;
  for (const limits of LOOKUP_LIMITS) {
    const { hits, complete } = await lookUp(w, s, limits);
    found = hits.length;
    if (complete) {
      ids = hits
        .filter((h) => f.afterNo === undefined || h.no < f.afterNo)
        .sort((a, b) => b.no - a.no)
        .slice(0, f.limit + 1)
        .map((h) => h.id);
      break;
    }
    if (found > SEARCH_COUNT_CAP) {
      ids = await walkPage(w, s, f.afterNo, f.limit + 1);
      break;
    }
  }
  const rows = ids.length
    ? await w.tx
        .select()
        .from(issueTasks)
        .where(w.scope.owns(issueTasks, inArray(issueTasks.id, ids)))
        .orderBy(desc(issueTasks.no))
    : [];
  return { rows, total: Math.min(found, SEARCH_COUNT_CAP), moreThanTotal: found > SEARCH_COUNT_CAP };
}
