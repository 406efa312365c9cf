import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIncidentCount } from '../api/incident';
import { useSosAlerts } from '../api/sos';
import './incident-card.css';

/** The dashboard card: open incidents and SOS alerts not yet acknowledged, kept live. */
export function IncidentCard() {
  const { t } = useTranslation('incident');
  const count = useIncidentCount();
  const sos = useSosAlerts('OPEN');
  if (count.error) return null;
  return (
    <div className="incident-card" data-testid="incident-card" aria-live="polite">
      <Link to="/dashboard/incident" className="incident-card__figure">
        <span className="incident-card__value" data-testid="card-open-incidents">
          {count.data?.open ?? '–'}
        </span>
        <span>{t('card.open')}</span>
      </Link>
      <Link
        to="/dashboard/incident?tab=alerts"
        className="incident-card__figure incident-card__figure--alert"
      >
        <span className="incident-card__value" data-testid="card-open-sos">
          {sos.data?.length ?? '–'}
        </span>
        <span>{t('card.sos')}</span>
      </Link>
    </div>
  );
}
