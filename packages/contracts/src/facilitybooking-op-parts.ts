import { z } from 'zod';
import { allow } from './access';
import { dataEnvelope, itemsEnvelope } from './envelope';
import { bookingSchema, dayText, facilityIdSchema, facilitySchema } from './facilitybooking';
import { communityIdSchema } from './session';

/**
 * Who does what in facility booking:
 * - FACILITY_BOOKING:read (residents, committee, staff): facilities, events and availability;
 *   another unit's bookings never show there.
 * - FACILITY_BOOKING:write (residents): book and cancel for their own units.
 * - FACILITY_BOOKING:approve (PMC, ADMIN): the office: every booking of the community, booking
 *   for any unit outside the advance window (never past capacity or into an event), approvals,
 *   check-in, no-shows, deposits, events and the facilities themselves.
 * GUARD holds nothing of facility booking by default.
 */
export const reader = allow.to('FACILITY_BOOKING:read');
export const booker = allow.anyOf('FACILITY_BOOKING:write', 'FACILITY_BOOKING:approve');
export const office = allow.to('FACILITY_BOOKING:approve');

/** A query (or body) of this community, with more fields. */
export const q = <S extends z.ZodRawShape = Record<never, never>>(shape?: S) =>
  z.object({ communityID: communityIdSchema }).extend((shape ?? {}) as S);
export const oneFacility = q({ facilityID: facilityIdSchema() });
/** A range of community days, at most RANGE_DAYS_MAX long (the server says so if longer). */
export const dayRange = { from: dayText, to: dayText };
export const facilityData = dataEnvelope(facilitySchema);
export const bookingData = dataEnvelope(bookingSchema);
export const bookingItems = itemsEnvelope(bookingSchema);
