import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCarCounts } from '../api/cars';

/** The home card's car figures: requests waiting and stickers expiring within 30 days (office only). */
export function CarCardFigures() {
  const { t } = useTranslation('directory');
  const { data } = useCarCounts();
  // Roles without DIRECTORY:write get a 403 here: the figures are the office's, so they are left out.
  if (!data) return null;
  return (
    <dl className="dir-card" data-testid="car-card">
      <div className="dir-card__item">
        <dt>
          <Link to="/dashboard/directory/car">{t('car.card.waiting')}</Link>
        </dt>
        <dd>{data.WAITING.toLocaleString()}</dd>
      </div>
      <div className="dir-card__item">
        <dt>{t('car.card.expiring')}</dt>
        <dd>{data.expiring.toLocaleString()}</dd>
      </div>
    </dl>
  );
}
