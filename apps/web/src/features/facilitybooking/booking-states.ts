import type { BookingState } from '@cc/contracts/facilitybooking';

/**
 * One colour per booking state, the same on tags and calendar blocks, so the office learns it
 * once: waiting gold, confirmed blue, in use green, missed orange, ended or refused grey/red.
 * Text colours keep the block readable (dark on gold, white on the rest): every fill is dark
 * enough for white text at WCAG AA (4.5:1), which past weeks full of ended bookings need.
 */
export const STATE_COLOURS: Record<BookingState, { tag: string; fill: string; text: string }> = {
  PENDING: { tag: 'gold', fill: '#fadb14', text: '#1f1f1f' },
  CONFIRMED: { tag: 'blue', fill: '#0958d9', text: '#ffffff' },
  CHECKED_IN: { tag: 'green', fill: '#237804', text: '#ffffff' },
  COMPLETED: { tag: 'cyan', fill: '#006d75', text: '#ffffff' },
  NO_SHOW: { tag: 'volcano', fill: '#ad2102', text: '#ffffff' },
  REJECTED: { tag: 'red', fill: '#a8071a', text: '#ffffff' },
  EXPIRED: { tag: 'default', fill: '#6e6e6e', text: '#ffffff' },
  CANCELLED: { tag: 'default', fill: '#595959', text: '#ffffff' },
};

/** The colour of events (maintenance, functions) that block a facility's slots. */
export const EVENT_FILL = '#ff7875';
