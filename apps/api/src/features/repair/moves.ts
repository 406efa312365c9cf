import {
  PAUSED_STATES,
  REPAIR_MOVES,
  type RepairAction,
  type RepairState,
} from '@cc/contracts/repair-records';
import { userNameOf } from '../../platform/auth/user-names';
import { conflict, notFound, phrase } from './refusals';
import { scheduleSlaChecks, tellAboutMove } from './repair-jobs';
import type { RepairWork } from './repair-work';
import { findRequest, type RequestRow, recordEvent, updateRequest } from './request-queries';
import { residentRole } from './resident-access';
import { findCategory } from './setting-queries';
import type { StoredPhoto } from './tables';
import { addWorkingMs, workingMsBetween } from './working-time';

const stateName = (s: RepairState | 'DELETED') => phrase(`REPAIR_STATE_${s}`);

/** Refuses a move the table does not allow, naming both states in the reader's language. */
export function assertMove(row: Pick<RequestRow, 'no' | 'state'>, action: RepairAction) {
  const move = REPAIR_MOVES[action];
  if (move.from.includes(row.state)) return move.to === 'SAME' ? row.state : move.to;
  const target = move.to === 'SAME' ? 'DELETED' : move.to;
  throw conflict('REPAIR_MOVE', { no: row.no, state: stateName(row.state), target: stateName(target) });
}

/** A request the caller may work on: the office any; a resident only their own unit's (else unknown). */
export async function requestFor(w: RepairWork, id: string, lock = false) {
  const row = await findRequest(w.tx, w.scope, id, lock);
  if (!w.isOffice && !(await residentRole(w, row.unitId))) throw notFound('REPAIR_NOT_FOUND');
  return row;
}

export interface MoveDetails {
  change?: Partial<RequestRow>;
  text?: string | null;
  photos?: StoredPhoto[];
  /** Progress notes and what the resident is asked to do are theirs to read. */
  shownToResident?: boolean;
  reason?: string | null;
}

/**
 * Moves a request by one action of the table, inside the caller's transaction: the row is
 * locked, the move checked, the SLA clocks kept (paused while the resident is waited for, moved
 * on by that time after, breaches recorded when a step ends late), a timeline line written, and
 * the people concerned told once it commits.
 */
export async function moveRequest(
  w: RepairWork,
  id: string,
  action: RepairAction,
  d: MoveDetails = {},
): Promise<RequestRow> {
  const row = await requestFor(w, id, true);
  const to = assertMove(row, action);
  const change: Partial<RequestRow> = { ...d.change, state: to };
  Object.assign(change, await clockChange(w, row, to, action));
  const next = await updateRequest(w.tx, w.scope, row.id, change);
  await recordEvent(w.tx, w.scope, {
    requestId: row.id,
    action,
    fromState: row.state,
    toState: to,
    by: w.userId || null,
    byName: w.userId ? await userNameOf(w.tx, w.userId) : null,
    text: d.text ?? d.reason ?? null,
    photos: d.photos ?? [],
    shownToResident: d.shownToResident ?? true,
  });
  await tellAboutMove(w, next, action, d.reason ?? d.text ?? null);
  return next;
}

/** What the move does to the SLA clocks. */
async function clockChange(
  w: RepairWork,
  row: RequestRow,
  to: RepairState,
  action: RepairAction,
): Promise<Partial<RequestRow>> {
  const now = w.now;
  const change: Partial<RequestRow> = {};
  const breaches = new Set(row.breaches);
  const late = (due: Date | null) => due !== null && due < now;
  let visitDue = row.visitDueAt;
  let closeDue = row.closeDueAt;
  const wasPaused = (PAUSED_STATES as readonly string[]).includes(row.state) && row.pausedAt;
  if (wasPaused && !(PAUSED_STATES as readonly string[]).includes(to)) {
    // Time spent waiting for the resident does not count against the office.
    const pausedWork = workingMsBetween(w.working, row.pausedAt!, now);
    if (visitDue && !row.firstVisitAt) visitDue = addWorkingMs(w.working, visitDue, pausedWork);
    if (closeDue && !row.closeRequestedAt)
      closeDue = new Date(closeDue.getTime() + (now.getTime() - row.pausedAt!.getTime()));
    change.pausedAt = null;
  }
  if ((PAUSED_STATES as readonly string[]).includes(to) && !wasPaused) change.pausedAt = now;
  if (action === 'accept') {
    const category = await findCategory(w.tx, w.scope, row.categoryId);
    change.acceptedAt = now;
    if (late(row.acceptDueAt)) breaches.add('ACCEPT');
    visitDue = addWorkingMs(w.working, now, (category?.visitHours ?? 24) * 3_600_000);
    closeDue = new Date(now.getTime() + (category?.closeDays ?? 7) * 24 * 3_600_000);
  }
  if (action === 'progress' && !row.firstVisitAt) {
    change.firstVisitAt = now;
    if (late(visitDue)) breaches.add('VISIT');
  }
  if (action === 'requestClose' && !row.closeRequestedAt) {
    change.closeRequestedAt = now;
    if (late(closeDue)) breaches.add('CLOSE');
  }
  if (to === 'CLOSED' || to === 'FORCE_CLOSED') change.closedAt = now;
  change.visitDueAt = visitDue;
  change.closeDueAt = closeDue;
  change.breaches = [...breaches];
  if (action === 'accept' || (wasPaused && change.pausedAt === null))
    await scheduleSlaChecks(w, row.id, [visitDue, closeDue]);
  return change;
}
