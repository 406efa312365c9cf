import { taskNoText } from '@cc/contracts/issuetracking';
import { arrayContains, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Row } from 'write-excel-file/node';
import { headerCell } from '../../platform/files/spreadsheet';
import { containsPattern } from '../../platform/http/keyset';
import { PRIORITY_TH, STAGE_TH, wallClock } from './excel-labels';
import type { IssueWork } from './issue-work';
import { peopleOf } from './people';
import { EXCEL_MAX_ROWS } from './report-excel';
import { issueGroups, issueTaskAssignees, issueTasks } from './tables';
import { findVisibleGroup, groupVisibleTo } from './visibility-queries';

const t = issueTasks;

export interface TaskExcelFilter {
  closed: 'true' | 'false';
  groupID?: string;
  stage?: 'TODO' | 'DOING' | 'WAITING';
  assigneeID?: string;
  priority?: 'URGENT' | 'HIGH' | 'NORMAL' | 'LOW';
  overdue?: 'true' | 'false';
  label?: string;
  buildingID?: string;
  q?: string;
}

/** The list's filters as one condition on the caller's visible tasks. */
async function filtered(w: IssueWork, f: TaskExcelFilter) {
  if (f.groupID) await findVisibleGroup(w.tx, w.scope, w, f.groupID);
  const closed = f.closed === 'true';
  const noText = f.q?.replace(/^t-?0*/i, '');
  return w.scope.owns(
    t,
    groupVisibleTo(w, t.groupId),
    closed ? eq(t.stage, 'CLOSED') : f.stage ? eq(t.stage, f.stage) : ne(t.stage, 'CLOSED'),
    f.groupID ? eq(t.groupId, f.groupID) : undefined,
    f.priority ? eq(t.priority, f.priority) : undefined,
    f.buildingID ? eq(t.buildingId, f.buildingID) : undefined,
    f.label ? arrayContains(t.labels, [f.label]) : undefined,
    f.overdue === 'true' && !closed ? sql`${t.dueAt} < ${w.now.toISOString()}::timestamptz` : undefined,
    f.assigneeID
      ? sql`exists (select 1 from ${issueTaskAssignees} where ${issueTaskAssignees.taskId} = ${t.id}
          and ${issueTaskAssignees.userId} = ${f.assigneeID})`
      : undefined,
    f.q
      ? sql`(${t.title} ilike ${containsPattern(f.q)} or ${t.body} ilike ${containsPattern(f.q)}
          ${noText && /^\d{1,9}$/.test(noText) ? sql`or ${t.no} = ${Number(noText)}` : sql``})`
      : undefined,
  );
}

/** Current (or closed) tasks under the list's filters as a sheet, at most EXCEL_MAX_ROWS. */
export async function taskSheet(w: IssueWork, f: TaskExcelFilter): Promise<Row[]> {
  const closed = f.closed === 'true';
  const rows = await w.tx
    .select({ task: t, groupName: issueGroups.name })
    .from(t)
    .innerJoin(issueGroups, eq(issueGroups.id, t.groupId))
    .where(await filtered(w, f))
    .orderBy(...(closed ? [desc(t.closedAt), desc(t.no)] : [asc(t.no)]))
    .limit(EXCEL_MAX_ROWS);
  // One JSON parameter for the IDs, not ten thousand parameters.
  const ids = JSON.stringify(rows.map((r) => r.task.id));
  const assigned = rows.length
    ? await w.tx
        .select({ taskId: issueTaskAssignees.taskId, userId: issueTaskAssignees.userId })
        .from(issueTaskAssignees)
        .where(
          w.scope.owns(
            issueTaskAssignees,
            sql`${issueTaskAssignees.taskId} in (select value::uuid from json_array_elements_text(${ids}::json))`,
          ),
        )
        .orderBy(asc(issueTaskAssignees.assignedAt))
    : [];
  const assigneesOf = new Map<string, string[]>();
  for (const a of assigned) assigneesOf.set(a.taskId, [...(assigneesOf.get(a.taskId) ?? []), a.userId]);
  const people = await peopleOf(
    w.tx,
    [...assigned.map((a) => a.userId), ...rows.flatMap((r) => [r.task.createdBy, r.task.closedBy])],
    w.fileUrl,
  );
  const when = wallClock(w.timeZone);
  const header = [
    headerCell('เลขที่', 'Number'),
    headerCell('หัวข้อ', 'Title'),
    headerCell('กลุ่ม', 'Group'),
    headerCell('สถานะ', 'Stage'),
    headerCell('ความสำคัญ', 'Priority'),
    headerCell('ผู้รับผิดชอบ', 'Assignees'),
    headerCell('กำหนดเสร็จ', 'Due'),
    headerCell('ผู้สร้าง', 'Created by'),
    headerCell('สร้างเมื่อ', 'Created'),
    headerCell('ผู้ปิด', 'Closed by'),
    headerCell('ปิดเมื่อ', 'Closed'),
  ];
  return [
    header,
    ...rows.map(({ task, groupName }) => [
      taskNoText(task.no),
      task.title,
      groupName,
      STAGE_TH[task.stage],
      PRIORITY_TH[task.priority],
      (assigneesOf.get(task.id) ?? []).map((id) => people(id)?.name ?? '').join(', '),
      when(task.dueAt),
      people(task.createdBy)?.name ?? '',
      when(task.createdAt),
      people(task.closedBy)?.name ?? '',
      when(task.closedAt),
    ]),
  ];
}
