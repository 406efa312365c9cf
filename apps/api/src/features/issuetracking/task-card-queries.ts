import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/client';
import { buildings, units } from '../../platform/residence/tables';
import type { IssueWork } from './issue-work';
import { type People, peopleOf } from './people';
import { issueComments, issueGroups, issueTaskAssignees, issueTaskReads, issueTasks } from './tables';

type TaskRow = typeof issueTasks.$inferSelect;

/** What the cards show besides the task's own columns, read for a whole page at once. */
export interface CardExtras {
  byTask: Map<string, ExtraRow>;
  people: People;
}
export interface ExtraRow {
  id: string;
  group_name: string;
  building_name: string | null;
  unit_no: string | null;
  assignee_ids: string[];
  unread: boolean;
  comments: number;
}

const t = issueTasks;

/**
 * A card's extras as columns of a select over `issue_tasks`: its assignees in the order they
 * were given, whether the caller has read its latest activity, and its live comments (counted
 * from their partial index alone). The group, building and unit names come from joins.
 */
function extraColumns(w: IssueWork) {
  const a = issueTaskAssignees;
  const r = issueTaskReads;
  const c = issueComments;
  return {
    groupName: sql<string>`${issueGroups.name}`,
    buildingName: sql<string | null>`${buildings.name}`,
    unitNo: sql<string | null>`${units.unitNo}`,
    assigneeIds: sql<string[]>`array(select ${a.userId}::text from ${a} where ${a.taskId} = ${t.id}
      order by ${a.assignedAt}, ${a.userId})`,
    unread: sql<boolean>`not exists (select 1 from ${r} where ${r.userId} = ${w.userId} and ${r.taskId} = ${t.id}
      and ${r.readAt} >= ${t.activityAt})`,
    comments: sql<number>`(select count(*) from ${c} where ${c.taskId} = ${t.id} and ${c.deletedAt} is null)::int`,
  };
}

const joinsOf = (from: SQL) =>
  sql`${from}
    join ${issueGroups} on ${issueGroups.id} = ${t.groupId}
    left join ${buildings} on ${buildings.id} = ${t.buildingId} and ${buildings.communityId} = ${t.communityId}
    left join ${units} on ${units.id} = ${t.unitId} and ${units.communityId} = ${t.communityId}`;

/**
 * IDs as one JSON parameter: a 500-card board stays one short statement on both engines. Made an
 * array for `= any(...)`, so the tasks are fetched by primary key: as an `in (select ...)` the
 * planner guessed 100 rows and hash-joined a seq scan of the community's every task.
 */
const idList = (ids: string[]) =>
  sql`any(array(select value::uuid from json_array_elements_text(${JSON.stringify(ids)}::json)))`;

/** The people the cards name (assignees, makers, closers and `morePeople`), read in one query. */
const cardPeople = (w: IssueWork, rows: TaskRow[], extras: ExtraRow[], morePeople: string[]) =>
  peopleOf(
    w.tx,
    [
      ...extras.flatMap((e) => e.assignee_ids),
      ...rows.flatMap((row) => [row.createdBy, row.closedBy]),
      ...morePeople,
    ],
    w.fileUrl,
  );

export async function cardExtras(w: IssueWork, rows: TaskRow[], morePeople: string[]): Promise<CardExtras> {
  const x = extraColumns(w);
  const extras = rows.length
    ? await queryRows<ExtraRow>(
        w.tx,
        sql`select ${t.id} as id, ${x.groupName} as group_name, ${x.buildingName} as building_name,
          ${x.unitNo} as unit_no, ${x.assigneeIds} as assignee_ids, ${x.unread} as unread,
          ${x.comments} as comments
        from ${joinsOf(sql`${t}`)}
        where ${t.communityId} = ${w.scope.communityId} and ${t.id} = ${idList(rows.map((row) => row.id))}`,
      )
    : [];
  const people = await cardPeople(w, rows, extras, morePeople);
  return { byTask: new Map(extras.map((e) => [e.id, e])), people };
}

/**
 * A board's cards with their extras in one statement: the group's current tasks in their places
 * and its latest `closedShown` closed ones, plus how many it has closed in all; then their people.
 * Two reads for the whole board, not one for the rows and another for the same rows' extras.
 */
export async function boardCards(w: IssueWork, groupId: string, closedShown: number) {
  const latestClosed = w.tx
    .select({ id: t.id })
    .from(t)
    .where(w.scope.owns(t, eq(t.groupId, groupId), eq(t.stage, 'CLOSED')))
    .orderBy(desc(t.closedAt), desc(t.id))
    .limit(closedShown);
  const closedTotal = sql<number>`(select count(*) from ${t} where ${t.communityId} = ${w.scope.communityId}
    and ${t.groupId} = ${groupId} and ${t.stage} = 'CLOSED')::int`;
  const found = await w.tx
    .select({ task: t, ...extraColumns(w), closedTotal })
    .from(t)
    .innerJoin(issueGroups, eq(issueGroups.id, t.groupId))
    .leftJoin(buildings, and(eq(buildings.id, t.buildingId), eq(buildings.communityId, t.communityId)))
    .leftJoin(units, and(eq(units.id, t.unitId), eq(units.communityId, t.communityId)))
    .where(
      w.scope.owns(
        t,
        eq(t.groupId, groupId),
        sql`(${t.stage} <> 'CLOSED' or ${inArray(t.id, latestClosed)})`,
      ),
    )
    .orderBy(asc(t.position), asc(t.no));
  const rows = found.map((f) => f.task);
  const extras = found.map(
    (f): ExtraRow => ({
      id: f.task.id,
      group_name: f.groupName,
      building_name: f.buildingName,
      unit_no: f.unitNo,
      assignee_ids: f.assigneeIds,
      unread: f.unread,
      comments: f.comments,
    }),
  );
  const people = await cardPeople(w, rows, extras, []);
  return {
    rows,
    extras: { byTask: new Map(extras.map((e) => [e.id, e])), people } satisfies CardExtras,
    closedTotal: found.length ? Number(found[0]!.closedTotal) : 0,
  };
}
