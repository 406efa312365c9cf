import type { AlertView } from '@cc/contracts/sos';
import type { AlertRow } from './sos-queries';

export const toAlertView = (r: AlertRow): AlertView => ({
  alertID: r.id,
  raisedBy: { userID: r.raisedBy, name: r.raiserName, role: r.raiserRole },
  place: r.place ?? null,
  position:
    r.latitude !== null && r.longitude !== null ? { latitude: r.latitude, longitude: r.longitude } : null,
  note: r.note ?? null,
  raisedAt: r.raisedAt.toISOString(),
  status: r.status,
  acknowledgedBy:
    r.acknowledgedBy || r.acknowledgerName
      ? { userID: r.acknowledgedBy ?? '', name: r.acknowledgerName ?? '' }
      : null,
  acknowledgedAt: r.acknowledgedAt?.toISOString() ?? null,
  resolvedAt: r.resolvedAt?.toISOString() ?? null,
});
