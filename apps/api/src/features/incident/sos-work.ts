import type { SosRaiseInput } from '@cc/contracts/sos';
import { recordAudit } from '../../platform/audit/record-audit';
import { userNameOf } from '../../platform/auth/user-names';
import type { IncidentWork } from './incident-work';
import { conflict, forbidden, phrase } from './refusals';
import { scheduleRepeat } from './sos-jobs';
import {
  type AlertRow,
  alertedMembers,
  findAlert,
  insertAlert,
  openAlertOf,
  readSosSetting,
  updateAlert,
} from './sos-queries';

export interface Raised {
  alert: AlertRow;
  /** False when the caller's open alert answered (nobody is alerted twice). */
  fresh: boolean;
  alerted: string[];
}

const audit = (w: IncidentWork, action: string, alert: AlertRow) =>
  recordAudit(w.tx, {
    communityId: w.scope.communityId,
    actorUserId: w.userId,
    actor: w.actor,
    action: `incident.sos.${action}`,
    target: alert.id,
    after: { status: alert.status, place: alert.place },
  });

/**
 * Raises an SOS: one open alert per person (a second press, even a racing one, answers the open
 * one), the first repeat scheduled with it, audited. Members who do not read every incident (a
 * resident) may raise only where the community allows it.
 */
export async function raiseAlert(w: IncidentWork, input: SosRaiseInput): Promise<Raised> {
  const setting = await readSosSetting(w.tx, w.scope);
  if (!w.seesAll && !setting.residentsMaySos) throw forbidden('SOS_NOT_FOR_RESIDENTS');
  const open = await openAlertOf(w.tx, w.scope, w.userId);
  if (open) return { alert: open, fresh: false, alerted: [] };
  const alert = await insertAlert(w.tx, w.scope, {
    raisedBy: w.userId,
    raiserName: await userNameOf(w.tx, w.userId),
    raiserRole: w.role,
    place: input.place ?? null,
    note: input.note ?? null,
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
  });
  if (!alert) return { alert: (await openAlertOf(w.tx, w.scope, w.userId))!, fresh: false, alerted: [] };
  await scheduleRepeat(
    w.tx,
    w.s,
    { communityID: w.scope.communityId, alertID: alert.id, round: 1 },
    setting.repeatSeconds,
  );
  await audit(w, 'raise', alert);
  return { alert, fresh: true, alerted: await alertedMembers(w.tx, w.scope, setting.alertRoles, w.userId) };
}

const stateName = (s: 'ACKNOWLEDGED' | 'RESOLVED') => phrase(`SOS_STATE_${s}`);

/** Someone is on the way: the repeats stop (their job finds it no longer OPEN). */
export async function acknowledgeAlert(w: IncidentWork, alertId: string): Promise<AlertRow> {
  const row = await findAlert(w.tx, w.scope, alertId, true);
  if (row.status !== 'OPEN') throw conflict('SOS_ALERT_DONE', { state: stateName(row.status) });
  const next = await updateAlert(w.tx, w.scope, row.id, {
    status: 'ACKNOWLEDGED',
    acknowledgedBy: w.userId,
    acknowledgerName: await userNameOf(w.tx, w.userId),
    acknowledgedAt: w.now,
  });
  await audit(w, 'acknowledge', next);
  return next;
}

/** The emergency is over; an open alert resolved at once counts as acknowledged by the resolver. */
export async function resolveAlert(w: IncidentWork, alertId: string, note?: string): Promise<AlertRow> {
  const row = await findAlert(w.tx, w.scope, alertId, true);
  if (row.status === 'RESOLVED') throw conflict('SOS_ALERT_DONE', { state: stateName('RESOLVED') });
  const name = await userNameOf(w.tx, w.userId);
  const next = await updateAlert(w.tx, w.scope, row.id, {
    status: 'RESOLVED',
    resolvedBy: w.userId,
    resolvedAt: w.now,
    resolveNote: note ?? null,
    ...(row.status === 'OPEN' && { acknowledgedBy: w.userId, acknowledgerName: name, acknowledgedAt: w.now }),
  });
  await audit(w, 'resolve', next);
  return next;
}
