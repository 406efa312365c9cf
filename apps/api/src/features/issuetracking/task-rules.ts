import { taskNoText } from '@cc/contracts/issuetracking';
import { and, eq, max } from 'drizzle-orm';
import { buildings, units } from '../../platform/residence/tables';
import type { IssueWork } from './issue-work';
import { badRequest, conflict } from './refusals';
import { issueTasks } from './tables';
import { issueReadersAmong } from './task-audience';
import type { TaskRow } from './task-view';
import { findVisibleGroup } from './visibility-queries';

/** The checks every change to a task shares; each refusal says why in the caller's language. */

/** A group a task may go into: one the caller sees (else unknown) and not archived. */
export async function openGroup(w: IssueWork, groupId: string) {
  const group = await findVisibleGroup(w.tx, w.scope, w, groupId);
  if (group.archivedAt) throw badRequest('ISSUE_GROUP_ARCHIVED');
  return group;
}

/** Assignees are staff or committee of this community: members whose role reads issue tracking. */
export async function assertAssignees(w: IssueWork, userIds: string[]) {
  const readers = await issueReadersAmong(w.tx, w.scope, userIds);
  if (userIds.some((id) => !readers.has(id))) throw badRequest('ISSUE_ASSIGNEE_NOT_STAFF');
}

/**
 * The building and unit a task names, both this community's. A unit alone brings its building;
 * a unit in another building than the one named is no such place.
 */
export async function placeOf(
  w: IssueWork,
  buildingId: string | null,
  unitId: string | null,
): Promise<{ buildingId: string | null; unitId: string | null }> {
  if (unitId) {
    const [u] = await w.tx
      .select({ buildingId: units.buildingId })
      .from(units)
      .where(and(eq(units.communityId, w.scope.communityId), eq(units.id, unitId)));
    if (!u || (buildingId && u.buildingId !== buildingId)) throw badRequest('ISSUE_PLACE_NOT_FOUND');
    return { buildingId: buildingId ?? u.buildingId, unitId };
  }
  if (buildingId) {
    const [b] = await w.tx
      .select({ id: buildings.id })
      .from(buildings)
      .where(and(eq(buildings.communityId, w.scope.communityId), eq(buildings.id, buildingId)));
    if (!b) throw badRequest('ISSUE_PLACE_NOT_FOUND');
  }
  return { buildingId, unitId: null };
}

/** The place after the last card of a board column. */
export async function endOfColumn(w: IssueWork, groupId: string, stage: TaskRow['stage']) {
  const [row] = await w.tx
    .select({ last: max(issueTasks.position) })
    .from(issueTasks)
    .where(w.scope.owns(issueTasks, eq(issueTasks.groupId, groupId), eq(issueTasks.stage, stage)));
  return Math.floor(Number(row?.last ?? 0)) + 1;
}

type Verb = 'update' | 'move' | 'close' | 'recall';
const REFUSAL = {
  update: 'ISSUE_TASK_CLOSED_UPDATE',
  move: 'ISSUE_TASK_CLOSED_MOVE',
  close: 'ISSUE_TASK_ALREADY_CLOSED',
  recall: 'ISSUE_TASK_NOT_CLOSED',
} as const;

/**
 * The state a verb needs (recall: closed; every other: current), then the version the caller
 * read. The row was read under its lock, so of many changes carrying one version exactly one
 * passes: the others wait for the lock and then see a newer version (or the closed state).
 */
export function assertChangeable(row: TaskRow, verb: Verb, version: number) {
  const closed = row.stage === 'CLOSED';
  if (verb === 'recall' ? !closed : closed) throw conflict(REFUSAL[verb], { number: taskNoText(row.no) });
  if (row.version !== version) throw conflict('ISSUE_TASK_STALE');
}
