import { bookingOps } from '@cc/contracts/facilitybooking-booking-ops';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { useCommunityID } from '../../../shared/session/use-community';
import type { BookingFilter } from '../list-params';
import { facilitybookingKeys } from './facilitybooking-keys';

export const BOOKING_PAGE = 50;

/** The filtered bookings, a keyset page at a time (the next page starts after the last key). */
export const bookingListQuery = (communityID: string, filter: BookingFilter) =>
  infiniteQueryOptions({
    queryKey: facilitybookingKeys.bookingList(communityID, filter),
    queryFn: ({ signal, pageParam }) =>
      callOp(bookingOps.list, {
        query: { communityID, limit: BOOKING_PAGE, ...filter, lastKey: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.lastKey ?? undefined,
  });
export const useBookingList = (filter: BookingFilter) =>
  useInfiniteQuery(bookingListQuery(useCommunityID(), filter));

export const useMyBookings = (upcoming: boolean) => {
  const communityID = useCommunityID();
  return useInfiniteQuery({
    queryKey: facilitybookingKeys.my(communityID, upcoming),
    queryFn: ({ signal, pageParam }) =>
      callOp(bookingOps.my, {
        query: { communityID, upcoming: String(upcoming), limit: BOOKING_PAGE, lastKey: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.lastKey ?? undefined,
  });
};

/** Bookings and event occurrences of the days the calendar shows (the API allows 62 at once). */
export const useCalendar = (range: { from: string; to: string } | null, facilityID?: string) => {
  const communityID = useCommunityID();
  return useQuery({
    queryKey: facilitybookingKeys.calendar(communityID, range?.from ?? '', range?.to ?? '', facilityID),
    queryFn: async ({ signal }) =>
      (
        await callOp(bookingOps.calendar, {
          query: { communityID, from: range!.from, to: range!.to, facilityID },
          signal,
        })
      ).data,
    enabled: !!range,
    placeholderData: (previous) => previous,
  });
};

/** The chosen facility's slots over the shown days, with places left. */
export const useSlots = (facilityID: string | undefined, range: { from: string; to: string } | null) => {
  const communityID = useCommunityID();
  return useQuery({
    queryKey: facilitybookingKeys.slots(communityID, facilityID ?? '', range?.from ?? '', range?.to ?? ''),
    queryFn: async ({ signal }) =>
      (
        await callOp(bookingOps.slots, {
          query: { communityID, facilityID: facilityID!, from: range!.from, to: range!.to },
          signal,
        })
      ).items,
    enabled: !!facilityID && !!range,
  });
};

export const useDaySheet = (facilityID: string | undefined, day: string) => {
  const communityID = useCommunityID();
  return useQuery({
    queryKey: facilitybookingKeys.daySheet(communityID, facilityID ?? '', day),
    queryFn: async ({ signal }) =>
      (await callOp(bookingOps.daySheet, { query: { communityID, facilityID: facilityID!, day }, signal }))
        .data,
    enabled: !!facilityID,
  });
};

/** Any booking change reads every booking view again (lists, calendar, slots, figures). */
export function useBookingMutation<T, R>(fn: (communityID: string, input: T) => Promise<R>) {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => fn(communityID, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: facilitybookingKeys.bookings(communityID) }),
  });
}

export const useBookMultiple = () =>
  useBookingMutation(
    async (
      communityID,
      input: {
        unitID: string;
        slots: { facilityID: string; startsAt: string }[];
        people: number;
        note?: string;
      },
    ) => (await callOp(bookingOps.bookMultiple, { body: { communityID, ...input } })).items,
  );
