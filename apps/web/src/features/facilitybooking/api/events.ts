import { bookingOps } from '@cc/contracts/facilitybooking-booking-ops';
import { useQuery } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { useCommunityID } from '../../../shared/session/use-community';
import { useBookingMutation } from './bookings';
import { facilitybookingKeys } from './facilitybooking-keys';

/** What the event form sends (the contract's event fields, less the community). */
export interface EventInput {
  facilityID: string;
  title: string;
  date: string;
  startTime: string;
  endTime: string;
  rrule: string | null;
  exdates: string[];
  clashes: 'CANCEL' | 'REFUSE';
  dryRun: boolean;
}

/** A facility's events with an occurrence in the range (the detail page shows what is coming). */
export const useFacilityEvents = (facilityID: string, from: string, to: string) => {
  const communityID = useCommunityID();
  return useQuery({
    queryKey: facilitybookingKeys.events(communityID, facilityID, from, to),
    queryFn: async ({ signal }) =>
      (await callOp(bookingOps.events, { query: { communityID, facilityID, from, to }, signal })).data,
    enabled: !!facilityID,
  });
};

/** Creates or changes an event; a dry run only lists the bookings it would clash with. */
export const useSaveEvent = () =>
  useBookingMutation(async (communityID, input: EventInput & { eventID?: string }) =>
    input.eventID
      ? (await callOp(bookingOps.updateEvent, { body: { communityID, ...input } })).data
      : (await callOp(bookingOps.createEvent, { body: { communityID, ...input } })).data,
  );

export const useDeleteEvent = () =>
  useBookingMutation(
    async (communityID, input: { eventID: string; reason?: string }) =>
      (await callOp(bookingOps.deleteEvent, { body: { communityID, ...input } })).data,
  );
