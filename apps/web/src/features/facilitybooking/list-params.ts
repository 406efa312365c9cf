import { BOOKING_STATES, type BookingState } from '@cc/contracts/facilitybooking';

/** The bookings table's filters, as the address holds them (so a filtered list can be shared). */
export interface BookingFilter {
  facilityID?: string;
  state?: BookingState;
  from?: string;
  to?: string;
  q?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The filters the address says; what does not parse is left out, never an error. A
 * notification opens `?tab=pending`: the bookings waiting for approval.
 */
export function readBookingFilter(p: URLSearchParams): BookingFilter {
  const f: BookingFilter = {};
  const facilityID = p.get('facilityID');
  if (facilityID && UUID.test(facilityID)) f.facilityID = facilityID;
  const state = p.get('tab') === 'pending' ? 'PENDING' : p.get('state');
  if (state && (BOOKING_STATES as readonly string[]).includes(state)) f.state = state as BookingState;
  const from = p.get('from');
  const to = p.get('to');
  if (from && DAY.test(from) && to && DAY.test(to) && from <= to) {
    f.from = from;
    f.to = to;
  }
  const q = p.get('q')?.trim();
  if (q) f.q = q.slice(0, 100);
  return f;
}

/** The address for a filter: only the set ones, in a stable order; PENDING keeps the tab's name. */
export function writeBookingFilter(f: BookingFilter): URLSearchParams {
  const p = new URLSearchParams();
  if (f.facilityID) p.set('facilityID', f.facilityID);
  if (f.state === 'PENDING') p.set('tab', 'pending');
  else if (f.state) p.set('state', f.state);
  if (f.from && f.to) {
    p.set('from', f.from);
    p.set('to', f.to);
  }
  if (f.q) p.set('q', f.q);
  return p;
}
