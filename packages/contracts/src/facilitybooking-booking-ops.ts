import { z } from 'zod';
import { guardedOperation } from './access';
import { dataEnvelope, itemsEnvelope } from './envelope';
import {
  BOOKING_STATES,
  bookingDetailSchema,
  bookingIdSchema,
  bookingSchema,
  calendarSchema,
  eventSchema,
  facilityIdSchema,
  occurrenceSchema,
  quotaSchema,
  slotSchema,
} from './facilitybooking';
import {
  bookingRefSchema,
  bookMultipleSchema,
  bookSlotSchema,
  cancelBookingSchema,
  checkInSchema,
  createEventSchema,
  deleteEventSchema,
  depositSchema,
  rejectBookingSchema,
  updateEventSchema,
} from './facilitybooking-inputs';
import { booker, bookingData, bookingItems, dayRange, office, q, reader } from './facilitybooking-op-parts';
import { lastKeySchema, limitSchema, searchSchema } from './paging';

const unitID = z.uuid('unitID is not valid');

export const bookingListQuery = q({
  facilityID: facilityIdSchema().optional(),
  state: z.enum(BOOKING_STATES).optional(),
  from: dayRange.from.optional(),
  to: dayRange.to.optional(),
  /** A unit number, or part of one. */
  q: searchSchema,
  lastKey: lastKeySchema,
  limit: limitSchema,
});
export type BookingListQuery = z.infer<typeof bookingListQuery>;

/** Availability, bookings and their life (approve, check in, no-show, deposit), and events. */
export const bookingOps = {
  slots: guardedOperation({
    method: 'GET',
    path: '/api/facility/booking/slot',
    summary:
      "A facility's slots over a range of days: places left, blocking events, and whether the asking unit may book each",
    access: reader,
    query: q({ facilityID: facilityIdSchema(), ...dayRange, unitID: unitID.optional() }),
    response: itemsEnvelope(slotSchema),
  }),
  quota: guardedOperation({
    method: 'GET',
    path: '/api/facility/booking/quota',
    summary: "A unit's allowance left at a facility (for the day and week of `day`, and open bookings)",
    access: booker,
    query: q({ facilityID: facilityIdSchema(), unitID, day: dayRange.from.optional() }),
    response: dataEnvelope(quotaSchema),
  }),
  calendar: guardedOperation({
    method: 'GET',
    path: '/api/facility/booking/calendar',
    summary: 'Bookings and event occurrences of all (or the given) facilities over a range of days',
    access: office,
    query: q({ ...dayRange, facilityID: facilityIdSchema().optional() }),
    response: dataEnvelope(calendarSchema),
  }),
  book: guardedOperation({
    method: 'POST',
    path: '/api/facility/booking',
    summary: 'Book one slot for a unit (pending when the facility needs approval)',
    access: booker,
    body: bookSlotSchema,
    response: bookingData,
  }),
  bookMultiple: guardedOperation({
    method: 'POST',
    path: '/api/facility/booking/multiple',
    summary: 'Book several slots, across facilities, for one unit: all of them or none',
    access: booker,
    body: bookMultipleSchema,
    response: bookingItems,
  }),
  detail: guardedOperation({
    method: 'GET',
    path: '/api/facility/booking/detail',
    summary: 'One booking with its history (a resident: their own units only)',
    access: booker,
    query: q({ bookingID: bookingIdSchema() }),
    response: dataEnvelope(bookingDetailSchema),
  }),
  list: guardedOperation({
    method: 'GET',
    path: '/api/facility/booking/list',
    summary: "The community's bookings, newest slot first, by facility, state, days and unit",
    access: office,
    query: bookingListQuery,
    response: itemsEnvelope(bookingSchema).extend({
      /** With the first page only; LIST_TOTAL_MAX + 1 means more than LIST_TOTAL_MAX. */
      total: z.number().int().nullable(),
    }),
  }),
  my: guardedOperation({
    method: 'GET',
    path: '/api/facility/booking/my',
    summary: "The caller's bookings: those of their units, and those they made for others",
    access: booker,
    query: q({
      upcoming: z.enum(['true', 'false']).default('false'),
      lastKey: lastKeySchema,
      limit: limitSchema,
    }),
    response: bookingItems,
  }),
  cancel: guardedOperation({
    method: 'POST',
    path: '/api/facility/booking/cancel',
    summary: 'Cancel a booking (a resident: before the cut-off; the office: any time, with notice)',
    access: booker,
    body: cancelBookingSchema,
    response: bookingData,
  }),
  approve: guardedOperation({
    method: 'POST',
    path: '/api/facility/booking/approve',
    summary: 'Approve a pending booking',
    access: office,
    body: bookingRefSchema,
    response: bookingData,
  }),
  reject: guardedOperation({
    method: 'POST',
    path: '/api/facility/booking/reject',
    summary: 'Reject a pending booking with a reason; its places are freed',
    access: office,
    body: rejectBookingSchema,
    response: bookingData,
  }),
  checkIn: guardedOperation({
    method: 'POST',
    path: '/api/facility/booking/check-in',
    summary: 'Check a booking in, by the booking or its QR, from 15 minutes before its start to its end',
    access: office,
    body: checkInSchema,
    response: bookingData,
  }),
  noShow: guardedOperation({
    method: 'POST',
    path: '/api/facility/booking/no-show',
    summary:
      'Mark a confirmed booking a no-show, after its start plus the grace; repeated no-shows suspend the unit',
    access: office,
    body: bookingRefSchema,
    response: bookingData,
  }),
  deposit: guardedOperation({
    method: 'POST',
    path: '/api/facility/booking/deposit',
    summary: "Record a booking's deposit: received, refunded, or forfeited with a reason",
    access: office,
    body: depositSchema,
    response: bookingData,
  }),
  excel: guardedOperation({
    method: 'GET',
    path: '/api/facility/booking/excel',
    summary: 'The bookings the list filters select, as an .xlsx file',
    access: office,
    query: bookingListQuery.omit({ lastKey: true, limit: true }),
    response: z.unknown().describe('An .xlsx file'),
  }),
  daySheet: guardedOperation({
    method: 'GET',
    path: '/api/facility/booking/day-sheet',
    summary: "One facility's bookings of one day, in slot order, for the printed day sheet",
    access: office,
    query: q({ facilityID: facilityIdSchema(), day: dayRange.from }),
    response: dataEnvelope(
      z.object({
        communityName: z.string(),
        facilityName: z.string(),
        day: dayRange.from,
        bookings: z.array(bookingSchema),
        events: z.array(occurrenceSchema),
      }),
    ),
  }),
  createEvent: guardedOperation({
    method: 'POST',
    path: '/api/facility/booking/event/pmc',
    summary:
      'Block a facility for maintenance or an event, once or repeating (RRULE); clashing bookings are listed, then cancelled with notice or the event refused',
    access: office,
    body: createEventSchema,
    response: dataEnvelope(z.object({ event: eventSchema.nullable(), clashes: z.array(bookingSchema) })),
  }),
  updateEvent: guardedOperation({
    method: 'PUT',
    path: '/api/facility/booking/event/pmc/update',
    summary: 'Change an event; clashes as when creating',
    access: office,
    body: updateEventSchema,
    response: dataEnvelope(z.object({ event: eventSchema.nullable(), clashes: z.array(bookingSchema) })),
  }),
  deleteEvent: guardedOperation({
    method: 'DELETE',
    path: '/api/facility/booking/event/pmc/delete',
    summary: 'Remove an event (its record stays, marked deleted)',
    access: office,
    body: deleteEventSchema,
    response: dataEnvelope(eventSchema),
  }),
  events: guardedOperation({
    method: 'GET',
    path: '/api/facility/event/date/list',
    summary: 'Event occurrences over a range of days (residents see them too)',
    access: reader,
    query: q({ ...dayRange, facilityID: facilityIdSchema().optional() }),
    response: dataEnvelope(
      z.object({ events: z.array(eventSchema), occurrences: z.array(occurrenceSchema) }),
    ),
  }),
} as const;
