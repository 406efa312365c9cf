import { communityKey } from '../../../shared/api/query-keys';
import type { BookingFilter } from '../list-params';

/**
 * The area's keys (convention in shared/api/query-keys). Bookings, slots and the calendar sit
 * under one `bookings` root: any booking change reads all of them again, since one booking moves
 * places left, the figures and the lists at once.
 */
export const facilitybookingKeys = {
  all: (communityID: string) => communityKey('facilitybooking', communityID),
  facilities: (communityID: string) => [...facilitybookingKeys.all(communityID), 'facilities'] as const,
  facilityList: (communityID: string, archived: boolean) =>
    [...facilitybookingKeys.facilities(communityID), 'list', archived] as const,
  facility: (communityID: string, facilityID: string) =>
    [...facilitybookingKeys.facilities(communityID), 'one', facilityID] as const,
  preference: (communityID: string) => [...facilitybookingKeys.all(communityID), 'preference'] as const,
  bookings: (communityID: string) => [...facilitybookingKeys.all(communityID), 'bookings'] as const,
  bookingList: (communityID: string, filter: BookingFilter) =>
    [...facilitybookingKeys.bookings(communityID), 'list', filter] as const,
  my: (communityID: string, upcoming: boolean) =>
    [...facilitybookingKeys.bookings(communityID), 'my', upcoming] as const,
  calendar: (communityID: string, from: string, to: string, facilityID?: string) =>
    [...facilitybookingKeys.bookings(communityID), 'calendar', from, to, facilityID ?? 'all'] as const,
  slots: (communityID: string, facilityID: string, from: string, to: string) =>
    [...facilitybookingKeys.bookings(communityID), 'slots', facilityID, from, to] as const,
  summary: (communityID: string) => [...facilitybookingKeys.bookings(communityID), 'summary'] as const,
  daySheet: (communityID: string, facilityID: string, day: string) =>
    [...facilitybookingKeys.bookings(communityID), 'day-sheet', facilityID, day] as const,
  events: (communityID: string, facilityID: string, from: string, to: string) =>
    [...facilitybookingKeys.bookings(communityID), 'events', facilityID, from, to] as const,
  utilisation: (communityID: string, from: string, to: string) =>
    [...facilitybookingKeys.bookings(communityID), 'utilisation', from, to] as const,
};
