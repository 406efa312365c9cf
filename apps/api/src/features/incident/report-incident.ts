import type { IncidentReportInput } from '@cc/contracts/incident-inputs';
import { recordAudit } from '../../platform/audit/record-audit';
import { userNameOf } from '../../platform/auth/user-names';
import type { StoredPhoto } from '../../platform/files/stored-photos';
import {
  type IncidentRow,
  incidentByClientUuid,
  insertIncident,
  lockCounter,
  recordEvent,
} from './incident-queries';
import type { IncidentWork } from './incident-work';

export interface Reported {
  row: IncidentRow;
  replayed: boolean;
}

/**
 * Files a report, numbered in the community's order. The community's counter is locked first,
 * so a replay racing its first send waits and then finds it: the same clientUUID answers the
 * first incident with replayed: true and stores nothing (the caller discards its photos).
 */
export async function reportIncident(
  w: IncidentWork,
  input: IncidentReportInput,
  photos: StoredPhoto[],
): Promise<Reported> {
  const lastNo = await lockCounter(w.tx, w.scope);
  const first = await incidentByClientUuid(w.tx, w.scope, input.clientUUID);
  if (first) return { row: first, replayed: true };
  const name = await userNameOf(w.tx, w.userId);
  const row = await insertIncident(w.tx, w.scope, lastNo + 1, {
    clientUuid: input.clientUUID,
    category: input.category,
    severity: input.severity,
    place: input.place,
    occurredAt: new Date(input.occurredAt),
    description: input.description,
    reportedBy: w.userId,
    reporterName: name,
    reporterRole: w.role,
    photos,
  });
  await recordEvent(w.tx, w.scope, {
    incidentId: row.id,
    byUserId: w.userId,
    byName: name,
    action: 'REPORTED',
    toStatus: 'REPORTED',
    text: null,
  });
  await recordAudit(w.tx, {
    communityId: w.scope.communityId,
    actorUserId: w.userId,
    actor: w.actor,
    action: 'incident.report',
    target: row.id,
    after: { no: row.no, category: row.category, severity: row.severity, photos: photos.length },
  });
  return { row, replayed: false };
}
