import { Button } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/i18n/format-time';
import { useLiveChanges } from '../../../shared/live/use-live-changes';
import { useTimeZone } from '../../../shared/session/use-community';
import { usePermissions } from '../../../shared/session/use-permissions';
import { usePrefersReducedMotion } from '../../../shared/ui/reduced-motion';
import { sosKeys, useAcknowledgeAlert, useSosAlerts } from '../api/sos';
import { beepWhile } from './sos-beep';
import { SosMapLink } from './sos-map-link';
import './sos-banner.css';

/**
 * Across every console page while an SOS is OPEN: a red banner over a mask that blocks the page
 * (who, where, when; Acknowledge), with a beep every few seconds. It appears through the live
 * channel (the raise's `changed` event refetches the open alerts) within a second or two. Under
 * prefers-reduced-motion it stays still: no pulsing.
 */
export function SosBanner() {
  const readsAll = usePermissions().has('INCIDENT_REPORT:read');
  useLiveChanges('INCIDENT_REPORT', sosKeys.all);
  const open = useSosAlerts('OPEN', readsAll);
  const alerts = open.data ?? [];
  useEffect(() => (alerts.length ? beepWhile() : undefined), [alerts.length]);
  if (!readsAll || !alerts.length) return null;
  return <Banner alerts={alerts} />;
}

function Banner({ alerts }: { alerts: NonNullable<ReturnType<typeof useSosAlerts>['data']> }) {
  const { t } = useTranslation('incident');
  const timeZone = useTimeZone();
  const still = usePrefersReducedMotion();
  const ack = useAcknowledgeAlert();
  return (
    <div className="sos-mask">
      <div
        className={still ? 'sos-banner' : 'sos-banner sos-banner--pulse'}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="sos-banner-title"
        data-testid="sos-banner"
      >
        {alerts.map((a, i) => (
          <div key={a.alertID} className="sos-banner__alert">
            <div>
              <strong id={i === 0 ? 'sos-banner-title' : undefined}>
                {t('sos.banner', { name: a.raisedBy.name })}
              </strong>
              {a.place && <span> {t('sos.where', { place: a.place })}</span>}
              {a.position && (
                <span>
                  {' '}
                  <SosMapLink position={a.position} />
                </span>
              )}
              <div>{t('sos.raisedAt', { time: formatDateTime(a.raisedAt, timeZone) })}</div>
              {a.note && <div>{a.note}</div>}
            </div>
            <Button
              size="large"
              onClick={() => ack.mutate(a.alertID)}
              loading={ack.isPending && ack.variables === a.alertID}
            >
              {t('sos.acknowledge')}
            </Button>
          </div>
        ))}
      </div>
    </div>
  );
}
