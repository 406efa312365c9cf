import type { bookingOps } from '@cc/contracts/facilitybooking-booking-ops';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useTimeZone } from '../../../shared/session/use-community';
import { clockOf, dayOf } from '../format';

type Sheet = z.infer<(typeof bookingOps.daySheet)['response']>['data'];

/**
 * One facility's day on A4, for the desk: each booking in slot order with a column for the
 * resident's signature at check-in, and the day's events. Plain black on white for any printer.
 */
export function DaySheet({ sheet }: { sheet: Sheet }) {
  const { t } = useTranslation('facilitybooking');
  const timeZone = useTimeZone();
  return (
    <article className="fb-sheet" data-testid="day-sheet">
      <header className="fb-sheet__head">
        <div>{sheet.communityName}</div>
        <h2>{t('daySheet.heading', { facility: sheet.facilityName })}</h2>
        <div>{dayOf(sheet.day, undefined, 'full')}</div>
      </header>
      {sheet.events.length > 0 && (
        <p>
          {t('daySheet.events')}:{' '}
          {sheet.events
            .map((e) => `${e.title} ${clockOf(e.startsAt, timeZone)}–${clockOf(e.endsAt, timeZone)}`)
            .join(', ')}
        </p>
      )}
      <table className="fb-sheet__table">
        <thead>
          <tr>
            <th>{t('daySheet.time')}</th>
            <th>{t('booking.unit')}</th>
            <th>{t('booking.people')}</th>
            <th>{t('booking.state')}</th>
            <th>{t('book.note')}</th>
            <th className="fb-sheet__sign">{t('daySheet.signature')}</th>
          </tr>
        </thead>
        <tbody>
          {sheet.bookings.length === 0 ? (
            <tr>
              <td colSpan={6}>{t('daySheet.empty')}</td>
            </tr>
          ) : (
            sheet.bookings.map((b) => (
              <tr key={b.bookingID}>
                <td>
                  {clockOf(b.startsAt, timeZone)}–{clockOf(b.endsAt, timeZone)}
                </td>
                <td>{b.unitNo}</td>
                <td>{b.people}</td>
                <td>{t(`state.${b.state}`)}</td>
                <td>{b.note ?? ''}</td>
                <td className="fb-sheet__sign" />
              </tr>
            ))
          )}
        </tbody>
      </table>
      <footer className="fb-sheet__foot">{t('daySheet.checkedBy')}: ________________________</footer>
    </article>
  );
}
