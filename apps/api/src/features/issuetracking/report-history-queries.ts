import { taskNoText } from '@cc/contracts/issuetracking';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { decodeKey, pageOf } from '../../platform/http/keyset';
import type { IssueWork } from './issue-work';
import { peopleOf } from './people';
import { badRequest } from './refusals';
import { countedTasks } from './report-queries';
import { type DayRange, historyRange, withinDays } from './report-range-queries';
import { issueGroups, issueTasks } from './tables';

const t = issueTasks;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HOUR_MS = 3_600_000;
const tenths = (n: number) => Math.round(n * 10) / 10;

/** Closed tasks of the range (by the community-local day they were closed), newest first. */
async function closedIn(w: IssueWork, q: DayRange & { groupID?: string }) {
  const range = historyRange(q, w.now, w.timeZone);
  return countedTasks(w, q.groupID, eq(t.stage, 'CLOSED'), withinDays(t.closedAt, range, w.timeZone));
}

/** The rows of closed tasks as the history shows them, each with its hours to close. */
async function historyRows(w: IssueWork, where: SQL, limit: number) {
  const rows = await w.tx
    .select({
      id: t.id,
      no: t.no,
      title: t.title,
      groupName: issueGroups.name,
      createdAt: t.createdAt,
      closedAt: t.closedAt,
      closedBy: t.closedBy,
      recallCount: t.recallCount,
    })
    .from(t)
    .innerJoin(issueGroups, eq(issueGroups.id, t.groupId))
    .where(where)
    .orderBy(desc(t.closedAt), desc(t.id))
    .limit(limit);
  const people = await peopleOf(
    w.tx,
    rows.map((r) => r.closedBy),
    w.fileUrl,
  );
  return rows.map((r) => ({
    taskID: r.id,
    number: taskNoText(r.no),
    title: r.title,
    groupName: r.groupName,
    createdAt: r.createdAt.toISOString(),
    closedAt: r.closedAt!.toISOString(),
    closedBy: people(r.closedBy),
    hoursToClose: tenths((r.closedAt!.getTime() - r.createdAt.getTime()) / HOUR_MS),
    recallCount: r.recallCount,
  }));
}

/** One page of the history, with the range's count and average hours to close. */
export async function historyReport(
  w: IssueWork,
  q: DayRange & { groupID?: string; lastKey?: string; limit: number },
) {
  const where = await closedIn(w, q);
  const key = decodeKey(q.lastKey, 2);
  // A key this answer did not make must not reach the casts below as a database error.
  if (key && (Number.isNaN(Date.parse(String(key[0]))) || !UUID.test(String(key[1]))))
    throw badRequest('BAD_LAST_KEY');
  const after = key
    ? sql`(${t.closedAt}, ${t.id}) < (${String(key[0])}::timestamptz, ${String(key[1])}::uuid)`
    : undefined;
  const rows = await historyRows(w, and(where, after)!, q.limit + 1);
  const [sum] = await w.tx
    .select({
      total: sql<number>`count(*)::int`,
      averageHours: sql<
        number | null
      >`avg(extract(epoch from ${t.closedAt} - ${t.createdAt}) / 3600)::float8`,
    })
    .from(t)
    .where(where);
  const page = pageOf(rows, q.limit, (r) => [r.closedAt, r.taskID]);
  const average = sum?.averageHours;
  return {
    ...page,
    total: Number(sum?.total ?? 0),
    averageHours: average === null || average === undefined ? null : tenths(Number(average)),
  };
}

/** Every closed task of the range (up to `max`), for the workbook. */
export async function historyForExcel(w: IssueWork, q: DayRange & { groupID?: string }, max: number) {
  return historyRows(w, await closedIn(w, q), max);
}
