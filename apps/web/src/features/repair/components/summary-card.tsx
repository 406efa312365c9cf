import { repairOfficeOps } from '@cc/contracts/repair-office-ops';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../../shared/i18n/format-time';
import { useCan } from '../../../shared/session/use-can';
import { useSummary } from '../api/requests';
import '../repair.css';

/** The dashboard card: waiting acceptance, due today, SLA breached, and the month's stars. */
export function SummaryCard() {
  const { t } = useTranslation('repair');
  const allowed = useCan()(repairOfficeOps.summary);
  const { data, error } = useSummary(allowed);
  if (!allowed || error) return null;
  const figure = (n: number | undefined | null) => (n === undefined || n === null ? '–' : formatNumber(n));
  return (
    <div className="rp-summary" data-testid="repair-card" aria-live="polite">
      <Link to="/dashboard/repair?state=NEW" className="rp-summary__figure">
        <span className="rp-summary__value">{figure(data?.waitingAcceptance)}</span>
        <span className="rp-summary__label">{t('summary.waiting')}</span>
      </Link>
      <Link to="/dashboard/repair/appointment" className="rp-summary__figure">
        <span className="rp-summary__value">{figure(data?.dueToday)}</span>
        <span className="rp-summary__label">{t('summary.dueToday')}</span>
      </Link>
      <Link
        to="/dashboard/repair?breached=true"
        className={`rp-summary__figure${data?.breached ? ' rp-summary__figure--alert' : ''}`}
      >
        <span className="rp-summary__value">{figure(data?.breached)}</span>
        <span className="rp-summary__label">{t('summary.breached')}</span>
      </Link>
      <Link to="/dashboard/repair/history?view=results" className="rp-summary__figure">
        <span className="rp-summary__value">
          {data?.monthStars == null ? '–' : data.monthStars.toFixed(1)}
        </span>
        <span className="rp-summary__label">{t('summary.stars', { count: data?.monthReviews ?? 0 })}</span>
      </Link>
    </div>
  );
}
