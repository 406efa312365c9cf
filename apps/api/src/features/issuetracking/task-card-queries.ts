import { sql } from 'drizzle-orm';
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
interface ExtraRow {
  id: string;
  group_name: string;
  building_name: string | null;
  unit_no: string | null;
  assignee_ids: string[];
  unread: boolean;
  comments: number;
}

/**
 * IDs as one JSON parameter: a 500-card board stays one short statement on both engines. Made an
 * array for `= any(...)`, so the tasks are fetched by primary key: as an `in (select ...)` the
 * planner guessed 100 rows and hash-joined a seq scan of the community's every task.
 */
const idList = (ids: string[]) =>
  sql`any(array(select value::uuid from json_array_elements_text(${JSON.stringify(ids)}::json)))`;

export async function cardExtras(w: IssueWork, rows: TaskRow[], morePeople: string[]): Promise<CardExtras> {
  const t = issueTasks;
  const a = issueTaskAssignees;
  const r = issueTaskReads;
  const c = issueComments;
  const extras = rows.length
    ? await queryRows<ExtraRow>(
        w.tx,
        sql`select ${t.id} as id, ${issueGroups.name} as group_name, ${buildings.name} as building_name,
          ${units.unitNo} as unit_no,
          array(select ${a.userId}::text from ${a} where ${a.taskId} = ${t.id}
            order by ${a.assignedAt}, ${a.userId}) as assignee_ids,
          not exists (select 1 from ${r} where ${r.userId} = ${w.userId} and ${r.taskId} = ${t.id}
            and ${r.readAt} >= ${t.activityAt}) as unread,
          (select count(*) from ${c} where ${c.taskId} = ${t.id} and ${c.deletedAt} is null)::int as comments
        from ${t}
        join ${issueGroups} on ${issueGroups.id} = ${t.groupId}
        left join ${buildings} on ${buildings.id} = ${t.buildingId} and ${buildings.communityId} = ${t.communityId}
        left join ${units} on ${units.id} = ${t.unitId} and ${units.communityId} = ${t.communityId}
        where ${t.communityId} = ${w.scope.communityId} and ${t.id} = ${idList(rows.map((row) => row.id))}`,
      )
    : [];
  const people = await peopleOf(
    w.tx,
    [
      ...extras.flatMap((e) => e.assignee_ids),
      ...rows.flatMap((row) => [row.createdBy, row.closedBy]),
      ...morePeople,
    ],
    w.fileUrl,
  );
  return { byTask: new Map(extras.map((e) => [e.id, e])), people };
}
