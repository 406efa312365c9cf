import { BOOKING_STATES } from '@cc/contracts/facilitybooking';
import { useTranslation } from 'react-i18next';
import { EVENT_FILL, STATE_COLOURS } from '../booking-states';

/** What the calendar's colours mean: one swatch per booking state, and the events' shade. */
export function CalendarLegend() {
  const { t } = useTranslation('facilitybooking');
  return (
    <ul className="fb-legend" aria-label={t('calendar.legend')} style={{ listStyle: 'none', padding: 0 }}>
      {BOOKING_STATES.map((s) => (
        <li key={s}>
          <span className="fb-legend__swatch" style={{ background: STATE_COLOURS[s].fill }} />
          {t(`state.${s}`)}
        </li>
      ))}
      <li>
        <span className="fb-legend__swatch" style={{ background: EVENT_FILL }} />
        {t('calendar.event')}
      </li>
    </ul>
  );
}
