import { INCIDENT_MOVES, type IncidentDetail, type IncidentView } from '@cc/contracts/incident';
import { eventsOf, type IncidentRow } from './incident-queries';
import type { IncidentWork } from './incident-work';

export const toView = (r: IncidentRow): IncidentView => ({
  incidentID: r.id,
  no: r.no,
  category: r.category,
  severity: r.severity,
  place: r.place,
  occurredAt: r.occurredAt.toISOString(),
  description: r.description,
  status: r.status,
  cancelReason: r.cancelReason ?? null,
  reportedBy: { userID: r.reportedBy ?? '', name: r.reporterName, role: r.reporterRole },
  reportedAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  photoCount: r.photos.length,
});

/** One incident with its photos' IDs (links come from `photo`), its timeline and next moves. */
export async function detailOf(w: IncidentWork, r: IncidentRow): Promise<IncidentDetail> {
  const events = await eventsOf(w.tx, w.scope, r.id);
  return {
    ...toView(r),
    photos: r.photos.map((p) => ({ photoID: p.photoID })),
    timeline: events.map((e) => ({
      at: e.at.toISOString(),
      by: e.byUserId ? { userID: e.byUserId, name: e.byName ?? '' } : null,
      action: e.action,
      fromStatus: e.fromStatus ?? null,
      toStatus: e.toStatus ?? null,
      text: e.text ?? null,
      changes: e.changes,
    })),
    nextStatuses: w.isManager ? [...INCIDENT_MOVES[r.status]] : [],
  };
}
