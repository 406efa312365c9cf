import { INCIDENT_STATUSES, type IncidentCount, OPEN_INCIDENT_STATUSES } from '@cc/contracts/incident';
import type { IncidentListQuery } from '@cc/contracts/incident-inputs';
import { encodeKey } from '../../platform/http/keyset';
import { addDays, startOfLocalDay } from '../../platform/time/zone-clock';
import { countByStatus, findIncident, type ListFilter, listIncidentRows } from './incident-queries';
import { toView } from './incident-view';
import type { IncidentWork } from './incident-work';
import { badRequest, notFound } from './refusals';

/** An incident the caller may see: readers any; a member who only reports, their own (else unknown). */
export async function incidentFor(w: IncidentWork, id: string, lock = false) {
  const row = await findIncident(w.tx, w.scope, id, lock);
  if (!w.seesAll && row.reportedBy !== w.userId) throw notFound('INCIDENT_NOT_FOUND');
  return row;
}

/** The list's filter in rows: days become the community's midnights; residents see their own. */
export function filterOf(
  w: IncidentWork,
  q: Omit<IncidentListQuery, 'communityID' | 'lastKey' | 'limit'>,
): ListFilter {
  if (q.from && q.to && q.from > q.to) throw badRequest('INCIDENT_RANGE_BACKWARDS');
  return {
    status: q.status,
    severity: q.severity,
    category: q.category,
    from: q.from ? startOfLocalDay(q.from, w.timeZone) : undefined,
    to: q.to ? startOfLocalDay(addDays(q.to, 1), w.timeZone) : undefined,
    reporter: w.seesAll ? undefined : w.userId,
  };
}

export async function listIncidents(w: IncidentWork, q: IncidentListQuery) {
  const rows = await listIncidentRows(w.tx, w.scope, filterOf(w, q), q.lastKey, q.limit);
  const items = rows.slice(0, q.limit);
  const last = items.at(-1);
  return {
    items: items.map(toView),
    lastKey: rows.length > q.limit && last ? encodeKey([last.occurredAt.toISOString(), last.id]) : null,
  };
}

export async function countIncidents(w: IncidentWork): Promise<IncidentCount> {
  const rows = await countByStatus(w.tx, w.scope, w.seesAll ? undefined : w.userId);
  const byStatus = Object.fromEntries(INCIDENT_STATUSES.map((s) => [s, 0])) as IncidentCount['byStatus'];
  for (const r of rows) byStatus[r.status] = r.n;
  return { byStatus, open: OPEN_INCIDENT_STATUSES.reduce((n, s) => n + byStatus[s], 0) };
}

/** The private key of one photo of an incident the caller may see. */
export async function photoKeyOf(w: IncidentWork, incidentId: string, photoId: string) {
  const row = await incidentFor(w, incidentId);
  const photo = row.photos.find((p) => p.photoID === photoId);
  if (!photo) throw notFound('INCIDENT_PHOTO_NOT_FOUND');
  return photo.key;
}
