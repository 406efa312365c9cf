import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../../shared/i18n/format-time';
import { useBillingSummary } from '../api/billing';
import '../billing.css';

/** Whole baht: the card is narrow, and the list and home page show the satang. */
const wholeBaht = (satang: number) => `฿${formatNumber(Math.round(satang / 100))}`;

/**
 * The dashboard card: the month's collected and billed amounts (each labelled), the payments
 * waiting for a verifier (to the queue), and the units in debt (to the overdue bills).
 */
export function SummaryCard() {
  const { t } = useTranslation('billing');
  const { data, error } = useBillingSummary();
  // A role without billing's office reads has no figures to show, not an error.
  if (error) return null;
  const share = data?.billedSatang ? Math.floor((data.collectedSatang / data.billedSatang) * 100) : 0;
  return (
    <div className="billing-card" data-testid="billing-card" aria-live="polite">
      <Link to="/dashboard/billing" className="billing-card__figure billing-card__figure--wide">
        <span className="billing-card__value">{data ? `${share}%` : '–'}</span>
        <span className="billing-card__label">{t('card.collectedOfBilled')}</span>
        {data && (
          <span className="billing-card__amounts">
            <span>
              {t('card.collected')}: <strong>{wholeBaht(data.collectedSatang)}</strong>
            </span>
            <span>
              {t('card.billed')}: <strong>{wholeBaht(data.billedSatang)}</strong>
            </span>
          </span>
        )}
      </Link>
      <Link
        to="/dashboard/billing/evidence"
        className={`billing-card__figure${data?.waitingSlips ? ' billing-card__figure--waiting' : ''}`}
        data-testid="billing-card-waiting"
      >
        <span className="billing-card__value">{data ? formatNumber(data.waitingSlips) : '–'}</span>
        <span className="billing-card__label">{t('card.waitingSlips')}</span>
      </Link>
      <Link
        to="/dashboard/billing/list?overdue=true"
        className={`billing-card__figure${data?.debtorUnits ? ' billing-card__figure--alert' : ''}`}
      >
        <span className="billing-card__value">{data ? formatNumber(data.debtorUnits) : '–'}</span>
        <span className="billing-card__label">{t('card.debtors')}</span>
      </Link>
    </div>
  );
}
