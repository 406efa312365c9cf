import type { AppServices } from '../../platform/services';
import type { AlertRow } from './sos-queries';

/**
 * The SOS push to the alerted members (bell, web push, the app's push); a repeat says which.
 * Clicks go to the dashboard, where the banner shows while the alert is open.
 */
export async function sosPush(
  s: AppServices,
  communityId: string,
  alert: AlertRow,
  userIds: readonly string[],
  round = 0,
) {
  if (!userIds.length) return;
  const where = alert.place ? ` ที่ ${alert.place}` : '';
  await s.notify(
    communityId,
    { kind: 'users', userIds },
    {
      title: round ? `SOS (ครั้งที่ ${round + 1}): ${alert.raiserName}` : `SOS: ${alert.raiserName}`,
      body: `${alert.raiserName} ขอความช่วยเหลือ${where}${alert.note ? `: ${alert.note}` : ''}`,
      featureEnum: 'INCIDENT_REPORT',
      target: '/dashboard',
    },
  );
}
