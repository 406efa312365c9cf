import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOpenCount } from '../api/losservices';

/** The dashboard card: requests the partners have not finished yet. */
export function LosservicesCard() {
  const { t } = useTranslation('losservices');
  const count = useOpenCount();
  if (count.error) return null;
  return (
    <Link
      to="/dashboard/losservices"
      className="cc-card-figure"
      data-testid="losservices-card"
      aria-live="polite"
    >
      <strong style={{ fontSize: 28 }} data-testid="card-open-requests">
        {count.data?.open ?? '–'}
      </strong>{' '}
      <span>{t('card.open')}</span>
    </Link>
  );
}
