import type { Booking, DEPOSIT_ACTIONS } from '@cc/contracts/facilitybooking';

export type BookingStep = 'approve' | 'reject' | 'cancel' | 'checkIn' | 'noShow' | 'deposit';
type DepositAction = (typeof DEPOSIT_ACTIONS)[number];

/** What can happen next to a deposit: a due one is received; a received one refunded or forfeited. */
export const nextDepositActions = (b: Booking): DepositAction[] =>
  b.depositState === 'DUE' ? ['RECEIVED'] : b.depositState === 'RECEIVED' ? ['REFUNDED', 'FORFEITED'] : [];

/**
 * The office's next steps on a booking, by its state: a pending one is approved or rejected, a
 * confirmed one checked in or marked a no-show, either cancelled; a deposit moves on whatever
 * the booking's state. The API decides the timing (check-in window, no-show grace) and says so.
 */
export function nextSteps(b: Booking): BookingStep[] {
  const steps: BookingStep[] = [];
  if (b.state === 'PENDING') steps.push('approve', 'reject');
  if (b.state === 'CONFIRMED') steps.push('checkIn', 'noShow');
  if (b.state === 'PENDING' || b.state === 'CONFIRMED') steps.push('cancel');
  if (nextDepositActions(b).length) steps.push('deposit');
  return steps;
}
