import { useLiveChanges } from '../../../shared/live/use-live-changes';
import { facilitybookingKeys } from './facilitybooking-keys';

/**
 * Residents book from the app while the office watches the calendar or the list. The facility
 * cards' figures of the day move with the bookings, so the whole area reads again.
 */
export const useLiveBookings = () => useLiveChanges('FACILITY_BOOKING', facilitybookingKeys.all);
