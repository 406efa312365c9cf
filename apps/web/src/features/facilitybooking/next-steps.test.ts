import type { Booking } from '@cc/contracts/facilitybooking';
import { describe, expect, it } from 'vitest';
import { nextDepositActions, nextSteps } from './next-steps';

const b = (state: Booking['state'], depositState: Booking['depositState'] = 'NONE') =>
  ({ state, depositState }) as Booking;

describe('next steps', () => {
  it('offers approval for pending bookings and the day-of steps for confirmed ones', () => {
    expect(nextSteps(b('PENDING'))).toEqual(['approve', 'reject', 'cancel']);
    expect(nextSteps(b('CONFIRMED'))).toEqual(['checkIn', 'noShow', 'cancel']);
  });

  it('offers nothing on finished bookings but a deposit still to settle', () => {
    for (const s of ['REJECTED', 'EXPIRED', 'CANCELLED', 'CHECKED_IN', 'NO_SHOW', 'COMPLETED'] as const)
      expect(nextSteps(b(s))).toEqual([]);
    expect(nextSteps(b('COMPLETED', 'RECEIVED'))).toEqual(['deposit']);
  });

  it('moves a deposit from due to received to refunded or forfeited', () => {
    expect(nextDepositActions(b('CONFIRMED', 'DUE'))).toEqual(['RECEIVED']);
    expect(nextDepositActions(b('COMPLETED', 'RECEIVED'))).toEqual(['REFUNDED', 'FORFEITED']);
    expect(nextDepositActions(b('COMPLETED', 'REFUNDED'))).toEqual([]);
  });
});
