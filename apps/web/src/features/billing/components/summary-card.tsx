import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBillingSummary } from '../api/billing';
import { baht } from '../money';
import '../billing.css';

/** The dashboard card: this month's collected against billed, and the units in debt. */
export function SummaryCard() {
  const { t } = useTranslation('billing');
  const { data, error } = useBillingSummary();
  // A role without billing's office reads has no figures to show, not an error.
  if (error) return null;
  return (
    <div className="billing-card" data-testid="billing-card" aria-live="polite">
      <Link to="/dashboard/billing" className="billing-card__figure">
        <span className="billing-card__value">
          {data ? `${baht(data.collectedSatang)} / ${baht(data.billedSatang)}` : '–'}
        </span>
        <span className="billing-card__label">{t('card.collectedOfBilled')}</span>
      </Link>
      <Link
        to="/dashboard/billing/list?overdue=true"
        className={`billing-card__figure${data?.debtorUnits ? ' billing-card__figure--alert' : ''}`}
      >
        <span className="billing-card__value">{data ? data.debtorUnits : '–'}</span>
        <span className="billing-card__label">{t('card.debtors')}</span>
      </Link>
    </div>
  );
}
