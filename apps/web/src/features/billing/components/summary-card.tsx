import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../../shared/i18n/format-time';
import { useBillingSummary } from '../api/billing';
import '../billing.css';

/** Whole baht: the card is narrow, and the list and home page show the satang. */
const wholeBaht = (satang: number) => `฿${formatNumber(Math.round(satang / 100))}`;

/** The dashboard card: how much of the month's billing is collected, and the units in debt. */
export function SummaryCard() {
  const { t } = useTranslation('billing');
  const { data, error } = useBillingSummary();
  // A role without billing's office reads has no figures to show, not an error.
  if (error) return null;
  const share = data?.billedSatang ? Math.floor((data.collectedSatang / data.billedSatang) * 100) : 0;
  return (
    <div className="billing-card" data-testid="billing-card" aria-live="polite">
      <Link to="/dashboard/billing" className="billing-card__figure">
        <span className="billing-card__value">{data ? `${share}%` : '–'}</span>
        <span className="billing-card__label">{t('card.collectedOfBilled')}</span>
      </Link>
      <Link
        to="/dashboard/billing/list?overdue=true"
        className={`billing-card__figure${data?.debtorUnits ? ' billing-card__figure--alert' : ''}`}
      >
        <span className="billing-card__value">{data ? formatNumber(data.debtorUnits) : '–'}</span>
        <span className="billing-card__label">{t('card.debtors')}</span>
      </Link>
      {data && (
        <span className="billing-card__note">
          {wholeBaht(data.collectedSatang)} / {wholeBaht(data.billedSatang)}
        </span>
      )}
    </div>
  );
}
