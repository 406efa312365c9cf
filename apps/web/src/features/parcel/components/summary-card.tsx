import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useParcelSummary } from '../api/summary';
import './summary-card.css';

/** The dashboard card's figures: waiting and overdue, kept live (polling and on focus). */
export function SummaryCard() {
  const { t } = useTranslation('parcel');
  const { data, error } = useParcelSummary();
  // A role without the desk (a committee member) has no figures to show, not an error.
  if (error) return null;
  return (
    <div className="parcel-card" data-testid="parcel-card" aria-live="polite">
      <Link to="/dashboard/parcel?tab=waiting" className="parcel-card__figure">
        <span className="parcel-card__value" data-testid="card-waiting">
          {data?.waiting ?? '–'}
        </span>
        <span className="parcel-card__label">{t('card.waiting')}</span>
      </Link>
      <Link to="/dashboard/parceloverdue" className="parcel-card__figure parcel-card__figure--alert">
        <span className="parcel-card__value" data-testid="card-overdue">
          {data?.overdue ?? '–'}
        </span>
        <span className="parcel-card__label">{t('card.overdue')}</span>
      </Link>
    </div>
  );
}
