import { sql } from 'drizzle-orm';
import { queryRows } from '../../../platform/db/client';
import { units } from '../../../platform/residence/tables';
import { addDays, startOfLocalDay } from '../../../platform/time/zone-clock';
import type { IssueWork } from '../issue-work';
import { conflict } from '../refusals';
import { loadIssueSettings } from '../settings-queries';
import { issueCounters, issueTaskEvents, issueTasks, issueTaskWatchers } from '../tables';
import { findVisibleGroup } from '../visibility-queries';
import { dueAfterWorkingDays } from '../working-days';
import { unitKey } from './cells';
import type { DefectRow, DefectUnit } from './check-defects';

/** The community's units by the key a typed unit number compares as. */
export async function unitsByKey(w: IssueWork): Promise<Map<string, DefectUnit>> {
  const rows = await w.tx
    .select({ id: units.id, unitNo: units.unitNo, buildingId: units.buildingId })
    .from(units)
    .where(w.scope.owns(units));
  return new Map(rows.map((u) => [unitKey(u.unitNo), { id: u.id, buildingId: u.buildingId }]));
}

/** The group an import goes into: one the caller sees, live; locked so its column order holds. */
export async function importTarget(w: IssueWork, groupId: string) {
  const group = await findVisibleGroup(w.tx, w.scope, w, groupId, { lock: true });
  if (group.archivedAt) throw conflict('ISSUE_GROUP_ARCHIVED');
  return group;
}

/**
 * Saves every row as a task of the group, inside the caller's one transaction: the numbers are
 * reserved at once (the counter row's lock orders concurrent makers, so numbers never repeat or
 * skip), and tasks, their maker's watch and their IMPORTED activity go in one statement, the
 * rows travelling as one JSON parameter. A due date is the end of its local day; a row without
 * one is due by the SLA of its priority, as a task made by hand would be.
 */
export async function saveDefects(w: IssueWork, groupId: string, rows: DefectRow[]) {
  const n = rows.length;
  const [counter] = await queryRows<{ last_no: number }>(
    w.tx,
    sql`insert into ${issueCounters} (community_id, last_no) values (${w.scope.communityId}, ${n})
        on conflict (community_id) do update set last_no = ${issueCounters}.last_no + ${n}
        returning last_no`,
  );
  const lastNo = Number(counter!.last_no);
  const firstNo = lastNo - n + 1;
  const [end] = await queryRows<{ position: number }>(
    w.tx,
    sql`select coalesce(max(position), 0)::float8 as position from ${issueTasks}
        where community_id = ${w.scope.communityId} and group_id = ${groupId} and stage = 'TODO'`,
  );
  const settings = await loadIssueSettings(w.tx, w.scope);
  const dueOf = (r: DefectRow) =>
    r.dueDate
      ? new Date(startOfLocalDay(addDays(r.dueDate, 1), w.timeZone).getTime() - 1)
      : dueAfterWorkingDays(w.now, settings.slaDays[r.priority], settings, w.timeZone);
  const json = JSON.stringify(
    rows.map((r, i) => ({
      i,
      title: r.title,
      body: r.text,
      priority: r.priority,
      due_at: dueOf(r).toISOString(),
      unit_id: r.unit?.id ?? null,
      building_id: r.unit?.buildingId ?? null,
      labels: r.labels,
    })),
  );
  await w.tx.execute(sql`
    with r as (
      select * from json_to_recordset(${json}::json) as x(
        i int, title text, body text, priority text, due_at timestamptz, unit_id uuid, building_id uuid, labels text[])
    ), saved as (
      insert into ${issueTasks} (community_id, group_id, no, title, body, stage, position, priority, due_at,
        labels, building_id, unit_id, created_by)
      select ${w.scope.communityId}, ${groupId}::uuid, ${firstNo}::int + i, title, body, 'TODO',
        ${Number(end?.position ?? 0)}::float8 + i + 1, priority,
        due_at,
        coalesce(labels, '{}'), building_id, unit_id, ${w.userId}::uuid
      from r
      returning id, no
    ), watching as (
      insert into ${issueTaskWatchers} (community_id, task_id, user_id)
      select ${w.scope.communityId}, id, ${w.userId}::uuid from saved
    )
    insert into ${issueTaskEvents} (community_id, task_id, actor_id, kind, detail)
    select ${w.scope.communityId}, id, ${w.userId}::uuid, 'IMPORTED', jsonb_build_object('no', no, 'groupID', ${groupId}::text)
    from saved`);
  return { firstNo, lastNo };
}
