import type { DEPOSIT_ACTIONS } from '@cc/contracts/facilitybooking';
import { bookingOps } from '@cc/contracts/facilitybooking-booking-ops';
import { callOp } from '../../../shared/api/api-client';
import { useBookingMutation } from './bookings';

/** The office's decisions on one booking; each answers the booking as it now stands. */

type Ref = { bookingID: string };

export const useApprove = () =>
  useBookingMutation(
    async (communityID, r: Ref) => (await callOp(bookingOps.approve, { body: { communityID, ...r } })).data,
  );

export const useReject = () =>
  useBookingMutation(
    async (communityID, r: Ref & { reason: string }) =>
      (await callOp(bookingOps.reject, { body: { communityID, ...r } })).data,
  );

export const useCancelBooking = () =>
  useBookingMutation(
    async (communityID, r: Ref & { reason?: string }) =>
      (await callOp(bookingOps.cancel, { body: { communityID, ...r } })).data,
  );

export const useCheckIn = () =>
  useBookingMutation(
    async (communityID, r: Ref) => (await callOp(bookingOps.checkIn, { body: { communityID, ...r } })).data,
  );

export const useNoShow = () =>
  useBookingMutation(
    async (communityID, r: Ref) => (await callOp(bookingOps.noShow, { body: { communityID, ...r } })).data,
  );

export const useDeposit = () =>
  useBookingMutation(
    async (communityID, r: Ref & { action: (typeof DEPOSIT_ACTIONS)[number]; reason?: string }) =>
      (await callOp(bookingOps.deposit, { body: { communityID, ...r } })).data,
  );
