import type { FacilityCard as Card } from '@cc/contracts/facilitybooking';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../../shared/i18n/format-time';
import { useTimeZone } from '../../../shared/session/use-community';
import { clockOf } from '../format';

/**
 * One facility and its day at a glance: in use now, the next slot with its places left, and
 * what waits for approval. `to` is where the card leads (the facility's detail).
 */
export function FacilityCard({ facility, to }: { facility: Card; to: string }) {
  const { t } = useTranslation('facilitybooking');
  const timeZone = useTimeZone();
  const { today } = facility;
  const photo = facility.photos[0];
  return (
    <Link to={to} className="fb-card" data-testid="facility-card">
      {/* No stand-in picture without a photo: on a phone it would push the figures off screen. */}
      {photo && <img className="fb-card__photo" src={photo.url} alt="" loading="lazy" />}
      <div className="fb-card__body">
        <h2 className="fb-card__name">{facility.name}</h2>
        <span className="cc-muted">
          {facility.slotMinutes ? t('card.slotMinutes', { count: facility.slotMinutes }) : t('card.wholeDay')}{' '}
          · {facility.capacity === 1 ? t('card.exclusive') : t('card.capacity', { count: facility.capacity })}
        </span>
        <dl className="fb-card__today">
          <div>
            <dt>{t('card.inUse')}</dt>
            <dd data-testid="card-in-use">{formatNumber(today.inUse)}</dd>
          </div>
          <div>
            <dt>{t('card.next')}</dt>
            <dd>
              {today.next
                ? t('card.nextAt', {
                    time: clockOf(today.next.startsAt, timeZone),
                    count: today.next.left,
                  })
                : t('card.noneToday')}
            </dd>
          </div>
          <div>
            <dt>{t('card.bookingsToday')}</dt>
            <dd>{formatNumber(today.bookings)}</dd>
          </div>
          {today.pending > 0 && (
            <div className="fb-card__pending">
              <dt>{t('card.pending')}</dt>
              <dd>{formatNumber(today.pending)}</dd>
            </div>
          )}
        </dl>
      </div>
    </Link>
  );
}
