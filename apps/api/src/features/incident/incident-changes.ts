import { INCIDENT_MOVES, INCIDENT_PHOTOS_MAX, type IncidentStatus } from '@cc/contracts/incident';
import type { IncidentStatusInput, IncidentUpdateInput } from '@cc/contracts/incident-inputs';
import { recordAudit } from '../../platform/audit/record-audit';
import { userNameOf } from '../../platform/auth/user-names';
import type { StoredPhoto } from '../../platform/files/stored-photos';
import { type IncidentRow, recordEvent, updateIncident } from './incident-queries';
import { incidentFor } from './incident-reads';
import type { IncidentWork } from './incident-work';
import { badRequest, conflict, phrase } from './refusals';

const stateName = (s: IncidentStatus) => phrase(`INCIDENT_STATE_${s}`);

/** Refuses a move the table does not allow, naming both statuses in the reader's language. */
export function assertMove(row: Pick<IncidentRow, 'no' | 'status'>, to: IncidentStatus) {
  if (INCIDENT_MOVES[row.status].includes(to)) return;
  throw conflict('INCIDENT_MOVE', { no: row.no, state: stateName(row.status), target: stateName(to) });
}

const DETAIL_FIELDS = ['category', 'severity', 'place', 'occurredAt', 'description'] as const;
const shown = (row: IncidentRow, f: (typeof DETAIL_FIELDS)[number]) =>
  f === 'occurredAt' ? row.occurredAt.toISOString() : String(row[f]);

/**
 * Changes details, adds a note and photos, in one timeline line each kind: the details line
 * keeps every field's before and after, so nothing said is lost. The reporter (or a reader of
 * every incident) may do this while the incident is open or resolved.
 */
export async function updateDetails(
  w: IncidentWork,
  input: IncidentUpdateInput,
  photos: StoredPhoto[],
): Promise<IncidentRow> {
  const row = await incidentFor(w, input.incidentID, true);
  const changes: Record<string, [string, string]> = {};
  for (const f of DETAIL_FIELDS) {
    const next = input[f];
    if (next === undefined) continue;
    const before = shown(row, f);
    const after = f === 'occurredAt' ? new Date(next).toISOString() : next;
    if (before !== after) changes[f] = [before, after];
  }
  if (!Object.keys(changes).length && !input.note && !photos.length)
    throw badRequest('INCIDENT_NOTHING_TO_CHANGE');
  if (row.photos.length + photos.length > INCIDENT_PHOTOS_MAX)
    throw badRequest('INCIDENT_TOO_MANY_PHOTOS', { max: INCIDENT_PHOTOS_MAX });
  const name = await userNameOf(w.tx, w.userId);
  const by = { incidentId: row.id, byUserId: w.userId, byName: name };
  const change: Partial<IncidentRow> = {};
  if (Object.keys(changes).length) {
    Object.assign(change, {
      ...(input.category && { category: input.category }),
      ...(input.severity && { severity: input.severity }),
      ...(input.place && { place: input.place }),
      ...(input.occurredAt && { occurredAt: new Date(input.occurredAt) }),
      ...(input.description && { description: input.description }),
    });
    await recordEvent(w.tx, w.scope, { ...by, action: 'UPDATED', changes });
  }
  if (input.note) await recordEvent(w.tx, w.scope, { ...by, action: 'NOTE', text: input.note });
  if (photos.length) {
    change.photos = [...row.photos, ...photos];
    await recordEvent(w.tx, w.scope, { ...by, action: 'PHOTOS', text: String(photos.length) });
  }
  const next = await updateIncident(w.tx, w.scope, row.id, change);
  await recordAudit(w.tx, {
    communityId: w.scope.communityId,
    actorUserId: w.userId,
    actor: w.actor,
    action: 'incident.update',
    target: row.id,
    after: { changes, note: Boolean(input.note), photos: photos.length },
  });
  return next;
}

/** Moves an incident along the table, under its row lock; the timeline keeps from, to and why. */
export async function moveIncident(w: IncidentWork, input: IncidentStatusInput): Promise<IncidentRow> {
  const row = await incidentFor(w, input.incidentID, true);
  assertMove(row, input.status);
  const cancelReason = input.status === 'CANCELLED' ? (input.cancelReason ?? null) : null;
  const next = await updateIncident(w.tx, w.scope, row.id, { status: input.status, cancelReason });
  const reason = cancelReason
    ? `${cancelReason}${input.note ? `: ${input.note}` : ''}`
    : (input.note ?? null);
  await recordEvent(w.tx, w.scope, {
    incidentId: row.id,
    byUserId: w.userId,
    byName: await userNameOf(w.tx, w.userId),
    action: 'STATUS',
    fromStatus: row.status,
    toStatus: input.status,
    text: reason,
  });
  await recordAudit(w.tx, {
    communityId: w.scope.communityId,
    actorUserId: w.userId,
    actor: w.actor,
    action: 'incident.status',
    target: row.id,
    before: { status: row.status },
    after: { status: input.status, cancelReason },
  });
  return next;
}
