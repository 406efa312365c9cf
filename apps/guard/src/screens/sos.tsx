import { Alert, Button, List } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keptPack } from '../api/guard';
import { type AlertView, myAlerts, raiseAlert } from '../api/sos';
import { useOnline } from '../ui/use-queue';

const HOLD_MS = 2000;
const POLL_MS = 3000;

/**
 * The SOS button, held 2 s (a ring fills) so a pocket cannot raise it. Once raised, the guard's
 * open alert is polled every 3 s to show who acknowledged. Without signal the community's
 * emergency numbers from the pack are offered as tap-to-call links instead.
 */
export default function Sos({ communityID }: { communityID: string }) {
  const { t } = useTranslation();
  const online = useOnline();
  const [progress, setProgress] = useState(0);
  const [alert, setAlert] = useState<AlertView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const holding = useRef<{ start: number; frame: number } | null>(null);
  const contacts = keptPack(communityID)?.pack.parts.incident?.sosContacts ?? [];

  useEffect(() => {
    if (!alert || alert.status === 'RESOLVED') return;
    const timer = window.setInterval(() => {
      void myAlerts(communityID)
        .then(({ items }) => setAlert(items.find((a) => a.alertID === alert.alertID) ?? alert))
        .catch(() => undefined);
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [alert, communityID]);

  const raise = async () => {
    try {
      setAlert(await raiseAlert({ communityID }));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  const stop = () => {
    if (holding.current) cancelAnimationFrame(holding.current.frame);
    holding.current = null;
    setProgress(0);
  };
  const start = () => {
    setError(null);
    const begun = performance.now();
    const step = () => {
      const p = Math.min(1, (performance.now() - begun) / HOLD_MS);
      setProgress(p);
      if (p >= 1) {
        stop();
        void raise();
        return;
      }
      if (holding.current) holding.current.frame = requestAnimationFrame(step);
    };
    holding.current = { start: begun, frame: requestAnimationFrame(step) };
  };

  const r = 104;
  const circumference = 2 * Math.PI * r;
  return (
    <div className="g-stack">
      {online ? (
        <button
          type="button"
          className="g-sos"
          aria-label={t('sos.hold')}
          onPointerDown={start}
          onPointerUp={stop}
          onPointerLeave={stop}
          onPointerCancel={stop}
          onContextMenu={(e) => e.preventDefault()}
          data-testid="sos-button"
        >
          <svg viewBox="0 0 220 220" aria-hidden>
            <circle
              cx="110"
              cy="110"
              r={r}
              fill="none"
              stroke="#fff"
              strokeWidth="8"
              strokeDasharray={circumference}
              strokeDashoffset={circumference * (1 - progress)}
              transform="rotate(-90 110 110)"
            />
          </svg>
          SOS
        </button>
      ) : (
        <Alert type="warning" showIcon title={t('sos.offline')} />
      )}
      <p style={{ textAlign: 'center' }}>{t('sos.hint')}</p>
      {error && <Alert type="error" showIcon title={error} />}
      {alert && (
        <div data-testid="sos-state">
          <Alert
            type={alert.acknowledgedBy ? 'success' : 'error'}
            showIcon
            title={
              alert.acknowledgedBy
                ? t('sos.acknowledged', { name: alert.acknowledgedBy.name })
                : t('sos.raised')
            }
          />
        </div>
      )}
      {(!online || contacts.length > 0) && (
        <section className="g-section">
          <h2>{t('sos.contacts')}</h2>
          <List
            dataSource={contacts}
            locale={{ emptyText: t('sos.noContacts') }}
            renderItem={(c) => (
              <List.Item>
                <Button size="large" block href={`tel:${c.phone}`}>
                  {c.label} · {c.phone}
                </Button>
              </List.Item>
            )}
          />
        </section>
      )}
    </div>
  );
}
