import type { BookingState } from '@cc/contracts/facilitybooking';

/**
 * One colour per booking state, the same on tags and calendar blocks, so the office learns it
 * once: waiting gold, confirmed blue, in use green, missed orange, ended or refused grey/red.
 * Text colours keep the block readable (dark on gold, white on the rest).
 */
export const STATE_COLOURS: Record<BookingState, { tag: string; fill: string; text: string }> = {
  PENDING: { tag: 'gold', fill: '#fadb14', text: '#1f1f1f' },
  CONFIRMED: { tag: 'blue', fill: '#1677ff', text: '#ffffff' },
  CHECKED_IN: { tag: 'green', fill: '#389e0d', text: '#ffffff' },
  COMPLETED: { tag: 'cyan', fill: '#08979c', text: '#ffffff' },
  NO_SHOW: { tag: 'volcano', fill: '#d4380d', text: '#ffffff' },
  REJECTED: { tag: 'red', fill: '#a8071a', text: '#ffffff' },
  EXPIRED: { tag: 'default', fill: '#8c8c8c', text: '#ffffff' },
  CANCELLED: { tag: 'default', fill: '#595959', text: '#ffffff' },
};

/** The colour of events (maintenance, functions) that block a facility's slots. */
export const EVENT_FILL = '#ff7875';
