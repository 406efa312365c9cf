import { facilityOps } from '@cc/contracts/facilitybooking-facility-ops';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../../shared/i18n/format-time';
import { useCan } from '../../../shared/session/use-can';
import { useSummary } from '../api/facilities';
import '../facilitybooking.css';

/** The dashboard card: today's bookings, in use now, and those waiting for approval (to the queue). */
export function SummaryCard() {
  const { t } = useTranslation('facilitybooking');
  const allowed = useCan()(facilityOps.summary);
  const { data, error } = useSummary(allowed);
  // A role without the office's reads has no figures to show, not an error.
  if (!allowed || error) return null;
  const figure = (n: number | undefined) => (n === undefined ? '–' : formatNumber(n));
  return (
    <div className="fb-summary" data-testid="facilitybooking-card" aria-live="polite">
      <Link to="/dashboard/facilitybooking/booking" className="fb-summary__figure">
        <span className="fb-summary__value">{figure(data?.today)}</span>
        <span className="fb-summary__label">{t('summary.today')}</span>
      </Link>
      <Link to="/dashboard/facilitybooking/management" className="fb-summary__figure">
        <span className="fb-summary__value">{figure(data?.inUse)}</span>
        <span className="fb-summary__label">{t('summary.inUse')}</span>
      </Link>
      <Link
        to="/dashboard/facilitybooking/management?tab=pending"
        className={`fb-summary__figure${data?.pending ? ' fb-summary__figure--waiting' : ''}`}
        data-testid="facilitybooking-card-pending"
      >
        <span className="fb-summary__value">{figure(data?.pending)}</span>
        <span className="fb-summary__label">{t('summary.pending')}</span>
      </Link>
    </div>
  );
}
