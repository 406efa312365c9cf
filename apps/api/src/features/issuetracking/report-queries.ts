import { AGE_BUCKETS } from '@cc/contracts/issuetracking-report-ops';
import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/client';
import { addDays, localDate } from '../../platform/time/zone-clock';
import type { IssueWork } from './issue-work';
import {
  checkRange,
  type DayRange,
  localDayStart,
  nextMonthStart,
  twelveMonths,
  withinDays,
} from './report-range-queries';
import { issueGroups, issueTaskEvents, issueTasks } from './tables';
import { findVisibleGroup, groupVisibleTo, visibleGroup } from './visibility-queries';

/**
 * The reports' figures. Every count reads only tasks of groups the caller may see: a private
 * group's tasks count for its members and the managers, and for nobody else.
 */
const t = issueTasks;
const nowOf = (w: IssueWork) => sql`${w.now.toISOString()}::timestamptz`;

/** The tasks a report counts: the caller's visible groups, or the one asked for (unknown: 404). */
export async function countedTasks(w: IssueWork, groupId: string | undefined, ...more: (SQL | undefined)[]) {
  if (groupId) await findVisibleGroup(w.tx, w.scope, w, groupId);
  return w.scope.owns(t, groupVisibleTo(w, t.groupId), groupId ? eq(t.groupId, groupId) : undefined, ...more);
}

/** The groups a report lists: the caller's visible ones, live or holding what was counted. */
async function reportGroups(w: IssueWork, groupId: string | undefined, counted: Set<string>) {
  const rows = await w.tx
    .select({ id: issueGroups.id, name: issueGroups.name, archivedAt: issueGroups.archivedAt })
    .from(issueGroups)
    .where(w.scope.owns(issueGroups, visibleGroup(w), groupId ? eq(issueGroups.id, groupId) : undefined))
    .orderBy(asc(issueGroups.position), asc(issueGroups.name));
  return rows.filter((g) => g.archivedAt === null || counted.has(g.id));
}

/** Tasks made in the range by state now (OVERDUE: current and past due), and per group. */
export async function totalReport(w: IssueWork, range: DayRange & { groupID?: string }) {
  checkRange(range);
  const where = await countedTasks(w, range.groupID, withinDays(t.createdAt, range, w.timeZone));
  const rows = await w.tx
    .select({
      groupId: t.groupId,
      stage: t.stage,
      n: sql<number>`count(*)::int`,
      overdue: sql<number>`(count(*) filter (where ${t.stage} <> 'CLOSED' and ${t.dueAt} < ${nowOf(w)}))::int`,
    })
    .from(t)
    .where(where)
    .groupBy(t.groupId, t.stage);
  const byState = { TODO: 0, DOING: 0, WAITING: 0, CLOSED: 0, OVERDUE: 0 };
  const perGroup = new Map<string, { current: number; closed: number; overdue: number }>();
  for (const r of rows) {
    byState[r.stage] += Number(r.n);
    byState.OVERDUE += Number(r.overdue);
    const g = perGroup.get(r.groupId) ?? { current: 0, closed: 0, overdue: 0 };
    if (r.stage === 'CLOSED') g.closed += Number(r.n);
    else g.current += Number(r.n);
    g.overdue += Number(r.overdue);
    perGroup.set(r.groupId, g);
  }
  const groups = await reportGroups(w, range.groupID, new Set(perGroup.keys()));
  return {
    byState,
    byGroup: groups.map((g) => ({
      groupID: g.id,
      name: g.name,
      ...(perGroup.get(g.id) ?? { current: 0, closed: 0, overdue: 0 }),
    })),
  };
}

/**
 * How many of `from`'s rows fall in each community-local month of `months`. The months' first
 * instants are computed once and each row is placed among them by binary search (width_bucket),
 * not by converting every row's time to local time.
 */
async function perMonth(w: IssueWork, column: SQL, from: SQL, where: SQL, months: string[]) {
  const starts = [...months.map((m) => `${m}-01`), nextMonthStart(months.at(-1)!)].map((d) =>
    localDayStart(d, w.timeZone),
  );
  const rows = await queryRows<{ bucket: number; n: number }>(
    w.tx,
    sql`select width_bucket(${column}, array[${sql.join(starts, sql`, `)}]) as bucket, count(*)::int as n
        from ${from} where ${where} and ${column} >= ${starts[0]} and ${column} < ${starts.at(-1)} group by 1`,
  );
  return new Map(rows.map((r) => [months[Number(r.bucket) - 1]!, Number(r.n)]));
}

/** Opened, closed and recalled per month, for the twelve months ending with `month`. */
export async function monthReport(w: IssueWork, q: { month?: string; groupID?: string }) {
  const months = twelveMonths(q.month ?? localDate(w.now, w.timeZone).slice(0, 7));
  const where = await countedTasks(w, q.groupID);
  const opened = await perMonth(w, sql`${t.createdAt}`, sql`${t}`, where, months);
  const closed = await perMonth(w, sql`${t.closedAt}`, sql`${t}`, and(where, eq(t.stage, 'CLOSED'))!, months);
  // A recall counts in the month it happened, for the task's group as it is now.
  const recalled = await perMonth(
    w,
    sql`${issueTaskEvents.at}`,
    sql`${issueTaskEvents} join ${t} on ${t.id} = ${issueTaskEvents.taskId}`,
    and(where, eq(issueTaskEvents.kind, 'RECALLED'), eq(issueTaskEvents.communityId, w.scope.communityId))!,
    months,
  );
  return months.map((month) => ({
    month,
    opened: opened.get(month) ?? 0,
    closed: closed.get(month) ?? 0,
    recalled: recalled.get(month) ?? 0,
  }));
}

type Bucket = (typeof AGE_BUCKETS)[number];
/** A bucket's bounds read from its label: `8-30` is 8 to 30 days, `91+` is 91 days or more. */
const boundsOf = (label: Bucket) => {
  const [min, max] = label.replace('+', '').split('-').map(Number) as [number, number | undefined];
  return { min, max: max ?? null };
};

/** The buckets with an oldest end, newest last, and the one open to the past ("91+"). */
const endedBuckets = AGE_BUCKETS.filter((l) => boundsOf(l).max !== null).sort(
  (a, b) => boundsOf(b).max! - boundsOf(a).max!,
);
const openBucket = AGE_BUCKETS.find((l) => boundsOf(l).max === null)!;

/**
 * Current tasks per group by whole days since made, counted in community dates (made today is
 * 0 days). A bucket is a range of making times whose ends are local midnights, computed once;
 * each task is placed among them by one width_bucket, and the rows come from the partial index
 * of current tasks alone (`stage <> 'CLOSED'` is its condition; a list of the current stages
 * would not match it, and the whole table was scanned).
 */
export async function remainingReport(w: IssueWork) {
  const today = localDate(w.now, w.timeZone);
  const midnight = (daysAgo: number) => localDayStart(addDays(today, -daysAgo), w.timeZone);
  // Oldest first: width_bucket answers 0 before the first, k from the k-th on.
  const starts = endedBuckets.map((l) => midnight(boundsOf(l).max!));
  const bucket = sql<number>`width_bucket(${t.createdAt}, array[${sql.join(starts, sql`, `)}]::timestamptz[])`;
  const counted = await w.tx
    .select({ groupId: t.groupId, bucket, n: sql<number>`count(*)::int` })
    .from(t)
    .where(await countedTasks(w, undefined, ne(t.stage, 'CLOSED')))
    // By position: the bucket's bounds are parameters, and written again they would be new
    // ones, which the planner cannot match to the selected expression.
    .groupBy(sql`1`, sql`2`);
  const rows = new Map<string, { total: number } & Partial<Record<Bucket, number>>>();
  for (const c of counted) {
    const label = Number(c.bucket) === 0 ? openBucket : endedBuckets[Number(c.bucket) - 1]!;
    const r = rows.get(c.groupId) ?? { total: 0 };
    r[label] = (r[label] ?? 0) + Number(c.n);
    r.total += Number(c.n);
    rows.set(c.groupId, r);
  }
  const groups = await reportGroups(w, undefined, new Set(rows.keys()));
  return groups.map((g) => {
    const r = rows.get(g.id);
    const buckets = Object.fromEntries(AGE_BUCKETS.map((b) => [b, Number(r?.[b] ?? 0)])) as Record<
      Bucket,
      number
    >;
    return { groupID: g.id, name: g.name, buckets, total: Number(r?.total ?? 0) };
  });
}
