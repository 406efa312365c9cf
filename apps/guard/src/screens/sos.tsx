import { Alert, Button, List } from 'antd';
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { incidentPack } from '../api/incident';
import { type AlertView, myAlerts, raiseAlert, resolveAlert } from '../api/sos';
import { useLatestPosition } from '../ui/position';
import { useOnline } from '../ui/use-queue';

const HOLD_MS = 2000;
const POLL_MS = 3000;

/** The guard's alert still needing someone, if any (after a reload the screen picks it up again). */
const unresolved = (items: AlertView[]) => items.find((a) => a.status !== 'RESOLVED') ?? null;

/**
 * The SOS button, held 2 s (a ring fills) so a pocket cannot raise it; a timer raises it, the
 * ring only shows how long is left. Once raised, the guard's alert is polled every 3 s until
 * someone acknowledges, to show who is coming. Without signal the community's emergency numbers
 * from the pack are offered as tap-to-call links instead.
 */
export default function Sos({ communityID }: { communityID: string }) {
  const { t } = useTranslation();
  const online = useOnline();
  const [progress, setProgress] = useState(0);
  const [alert, setAlert] = useState<AlertView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const holding = useRef<{ frame: number; timer: number } | null>(null);
  const contacts = incidentPack(communityID)?.sosContacts ?? [];
  const positionNow = useLatestPosition();

  const reread = useCallback(
    () =>
      myAlerts(communityID)
        .then(({ items }) => setAlert(unresolved(items)))
        .catch(() => undefined),
    [communityID],
  );
  useEffect(() => {
    if (online) void reread();
  }, [online, reread]);
  const waiting = alert?.status === 'OPEN';
  useEffect(() => {
    if (!waiting || !online) return;
    const timer = window.setInterval(() => void reread(), POLL_MS);
    return () => window.clearInterval(timer);
  }, [waiting, online, reread]);

  const raise = async () => {
    try {
      setAlert(await raiseAlert({ communityID, ...positionNow() }));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  const resolve = async (a: AlertView) => {
    try {
      await resolveAlert(communityID, a.alertID);
      setAlert(null);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  const stop = () => {
    if (holding.current) {
      cancelAnimationFrame(holding.current.frame);
      window.clearTimeout(holding.current.timer);
    }
    holding.current = null;
    setProgress(0);
  };
  const start = () => {
    if (holding.current) return;
    setError(null);
    const begun = performance.now();
    const step = () => {
      setProgress(Math.min(1, (performance.now() - begun) / HOLD_MS));
      if (holding.current) holding.current.frame = requestAnimationFrame(step);
    };
    const timer = window.setTimeout(() => {
      stop();
      void raise();
    }, HOLD_MS);
    holding.current = { frame: requestAnimationFrame(step), timer };
  };
  // Leaving the screen mid-hold raises nothing.
  useEffect(
    () => () => {
      const h = holding.current;
      if (h) {
        cancelAnimationFrame(h.frame);
        window.clearTimeout(h.timer);
      }
    },
    [],
  );
  const onKey = (e: KeyboardEvent, down: boolean) => {
    if (e.key !== ' ' && e.key !== 'Enter') return;
    e.preventDefault();
    if (!down) stop();
    else if (!e.repeat) start();
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
          onKeyDown={(e) => onKey(e, true)}
          onKeyUp={(e) => onKey(e, false)}
          onBlur={stop}
          onContextMenu={(e) => e.preventDefault()}
          data-testid="sos-button"
          data-progress={Math.round(progress * 100)}
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
      {online && <p style={{ textAlign: 'center' }}>{t('sos.hint')}</p>}
      {error && <Alert type="error" showIcon title={error} />}
      {alert && (
        <div data-testid="sos-state" className="g-stack">
          <Alert
            type={alert.acknowledgedBy ? 'success' : 'error'}
            showIcon
            title={
              alert.acknowledgedBy
                ? t('sos.acknowledged', { name: alert.acknowledgedBy.name })
                : t('sos.raised')
            }
          />
          {online && (
            <Button size="large" block onClick={() => void resolve(alert)} data-testid="sos-resolve">
              {t('sos.resolve')}
            </Button>
          )}
        </div>
      )}
      {(!online || contacts.length > 0) && (
        <section className="g-section" aria-labelledby="sos-contacts">
          <h2 id="sos-contacts">{t('sos.contacts')}</h2>
          <List
            dataSource={contacts}
            locale={{ emptyText: t('sos.noContacts') }}
            data-testid="sos-contacts"
            renderItem={(c) => (
              <List.Item>
                <Button size="large" block href={`tel:${c.phone.replace(/[\s-]/g, '')}`}>
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
