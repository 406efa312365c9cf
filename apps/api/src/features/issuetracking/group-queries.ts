import type { IssueGroup } from '@cc/contracts/issuetracking';
import { and, asc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import type { IssueWork } from './issue-work';
import { peopleOf } from './people';
import { issueGroupMembers, issueGroups, issueTasks } from './tables';
import { visibleGroup } from './visibility-queries';

export type GroupRow = typeof issueGroups.$inferSelect;
type Counts = IssueGroup['counts'];

/** The community's local midnight that starts `unit` (day or month) holding `now`, as an instant. */
export const localStartOf = (unit: 'day' | 'month', now: Date, timeZone: string) =>
  sql`(date_trunc(${unit}, ${now.toISOString()}::timestamptz at time zone ${timeZone}) at time zone ${timeZone})`;

/**
 * Current, overdue and closed-this-month tasks of the given groups in one grouped statement,
 * however many groups the list shows. The month is the community's, not the server's.
 */
export async function groupCounts(w: IssueWork, groupIds: string[]): Promise<Map<string, Counts>> {
  if (groupIds.length === 0) return new Map();
  const t = issueTasks;
  const now = w.now.toISOString();
  const rows = await w.tx
    .select({
      groupId: t.groupId,
      current: sql<number>`count(*) filter (where ${t.stage} <> 'CLOSED')::int`,
      overdue: sql<number>`count(*) filter (where ${t.stage} <> 'CLOSED' and ${t.dueAt} < ${now}::timestamptz)::int`,
      closedThisMonth: sql<number>`count(*) filter (where ${t.stage} = 'CLOSED'
        and ${t.closedAt} >= ${localStartOf('month', w.now, w.timeZone)})::int`,
    })
    .from(t)
    .where(w.scope.owns(t, inArray(t.groupId, groupIds)))
    .groupBy(t.groupId);
  return new Map(
    rows.map((r) => [
      r.groupId,
      { current: Number(r.current), overdue: Number(r.overdue), closedThisMonth: Number(r.closedThisMonth) },
    ]),
  );
}

/** Member user IDs of each private group given, oldest first. */
export async function memberIdsOf(tx: Executor, groupIds: string[]): Promise<Map<string, string[]>> {
  const byGroup = new Map<string, string[]>();
  if (groupIds.length === 0) return byGroup;
  const rows = await tx
    .select({ groupId: issueGroupMembers.groupId, userId: issueGroupMembers.userId })
    .from(issueGroupMembers)
    .where(inArray(issueGroupMembers.groupId, groupIds))
    .orderBy(asc(issueGroupMembers.addedAt), asc(issueGroupMembers.userId));
  for (const r of rows) byGroup.set(r.groupId, [...(byGroup.get(r.groupId) ?? []), r.userId]);
  return byGroup;
}

/** Groups as the list answers them: counts and (for private ones) members, read once for all. */
export async function toGroups(w: IssueWork, rows: GroupRow[]): Promise<IssueGroup[]> {
  const ids = rows.map((g) => g.id);
  const counts = await groupCounts(w, ids);
  const members = await memberIdsOf(
    w.tx,
    rows.filter((g) => g.isPrivate).map((g) => g.id),
  );
  const people = await peopleOf(w.tx, [...members.values()].flat(), w.fileUrl);
  return rows.map((g) => ({
    groupID: g.id,
    name: g.name,
    color: g.color as IssueGroup['color'],
    position: g.position,
    isPrivate: g.isPrivate,
    archived: g.archivedAt !== null,
    counts: counts.get(g.id) ?? { current: 0, overdue: 0, closedThisMonth: 0 },
    members: (members.get(g.id) ?? []).map((id) => people(id)).filter((p) => p !== null),
    createdAt: g.createdAt.toISOString(),
  }));
}

/** The groups the caller may see, live or archived, in the office's order. */
export async function listGroups(w: IssueWork, archived: boolean): Promise<IssueGroup[]> {
  const rows = await w.tx
    .select()
    .from(issueGroups)
    .where(
      w.scope.owns(
        issueGroups,
        archived ? isNotNull(issueGroups.archivedAt) : isNull(issueGroups.archivedAt),
        visibleGroup(w),
      ),
    )
    .orderBy(asc(issueGroups.position), asc(issueGroups.name), asc(issueGroups.id));
  return toGroups(w, rows);
}

/** A live group of this community already uses this name's key (the group itself aside). */
export async function nameTaken(w: IssueWork, nameKey: string, exceptId?: string): Promise<boolean> {
  const [row] = await w.tx
    .select({ id: issueGroups.id })
    .from(issueGroups)
    .where(
      w.scope.owns(
        issueGroups,
        eq(issueGroups.nameKey, nameKey),
        isNull(issueGroups.archivedAt),
        exceptId ? sql`${issueGroups.id} <> ${exceptId}` : undefined,
      ),
    );
  return !!row;
}

/** Where a new group goes: after the community's last live group. */
export async function endPosition(w: IssueWork): Promise<number> {
  const [row] = await w.tx
    .select({ next: sql<number>`coalesce(max(${issueGroups.position}) + 1, 0)::int` })
    .from(issueGroups)
    .where(w.scope.owns(issueGroups, isNull(issueGroups.archivedAt)));
  return Number(row?.next ?? 0);
}

/** Current tasks a group still holds (archiving waits for none). */
export async function currentTaskCount(w: IssueWork, groupId: string): Promise<number> {
  const [row] = await w.tx
    .select({ n: sql<number>`count(*)::int` })
    .from(issueTasks)
    .where(w.scope.owns(issueTasks, and(eq(issueTasks.groupId, groupId), ne(issueTasks.stage, 'CLOSED'))));
  return Number(row?.n ?? 0);
}
