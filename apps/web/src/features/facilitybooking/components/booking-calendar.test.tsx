// @vitest-environment jsdom
import '../../../shared/testing/browser-gaps';
import type { Booking } from '@cc/contracts/facilitybooking';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookingBlock, occurrenceBlock } from '../calendar-events';
import { BookingCalendar } from './booking-calendar';

beforeAll(() => i18n.use(initReactI18next).init({ lng: 'th', fallbackLng: false, resources: {} }));
afterEach(cleanup);

/** Today's day (YYYY-MM-DD) in Bangkok, so the blocks fall inside the week the calendar opens on. */
const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Bangkok' }).format(new Date());

const booking = {
  bookingID: 'b1',
  facilityName: 'Fitness',
  unitNo: 'A-0101',
  state: 'CONFIRMED',
  startsAt: new Date(`${today}T09:00:00+07:00`).toISOString(),
  endsAt: new Date(`${today}T10:00:00+07:00`).toISOString(),
} as Booking;

function renderCalendar(onRange = vi.fn()) {
  render(
    <BookingCalendar
      calendarRef={{ current: null }}
      view="timeGridWeek"
      timeZone="Asia/Bangkok"
      blocks={[
        bookingBlock(booking),
        occurrenceBlock({
          eventID: 'e1',
          title: 'Pool cleaning',
          startsAt: new Date(`${today}T06:00:00+07:00`).toISOString(),
          endsAt: new Date(`${today}T08:00:00+07:00`).toISOString(),
        }),
      ]}
      hours={{ min: '06:00:00', max: '22:00:00' }}
      step="01:00:00"
      selectable
      onSelect={vi.fn()}
      onBooking={vi.fn()}
      onRange={onRange}
    />,
  );
  return onRange;
}

describe('BookingCalendar', () => {
  it('reports the community days of the week it shows', async () => {
    const onRange = renderCalendar();
    await waitFor(() => expect(onRange).toHaveBeenCalled());
    const [from, to, view] = onRange.mock.calls[0]!;
    expect(view).toBe('timeGridWeek');
    expect(Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)).toBe(6 * 86_400_000);
    expect(from <= today && today <= to).toBe(true);
  });

  it('draws a booking by unit and facility, in the community zone, with the day lanes marked by date', async () => {
    renderCalendar();
    const block = await screen.findByText('A-0101 · Fitness');
    expect(block.closest('[data-date]')?.getAttribute('data-date')).toBe(today);
    expect(document.querySelector(`[role="cell"][data-date="${today}"]`)).not.toBeNull();
    expect(document.querySelector('[data-time="09:00:00"]')).not.toBeNull();
  });
});
