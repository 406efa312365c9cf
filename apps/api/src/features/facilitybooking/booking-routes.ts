import { bookingOps as ops } from '@cc/contracts/facilitybooking-booking-ops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendXlsx } from '../../platform/files/spreadsheet';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { quotaOf, slotsOf } from './availability';
import { bookSlots } from './book';
import {
  approveBooking,
  cancelBooking,
  checkIn,
  markNoShow,
  recordDeposit,
  rejectBooking,
} from './booking-moves';
import { allBookingRows } from './booking-queries';
import { bookingDetail, calendar, daySheet, listBookings, myBookings, optionalRange } from './booking-reads';
import { bookingSheet } from './booking-sheet';
import { toBooking } from './booking-view';
import { atFacilities, type BookingWork, changeAtFacilities } from './booking-work';
import { facilityNames } from './event-queries';
import { localText } from './local-text';

const TAGS = ['facility'];
const ok = <T>(data: T) => ({ isSuccess: true as const, data });
/** The app books from a resident's phone; the console from an office role. */
const sourceOf = (w: BookingWork) => (w.isOffice ? ('CONSOLE' as const) : ('APP' as const));
const EXCEL_ROWS_MAX = 20_000;

async function answer(w: BookingWork, rows: Awaited<ReturnType<typeof bookSlots>>) {
  const names = await facilityNames(w.tx, w.scope);
  return rows.map((r) => toBooking(r, names.get(r.facilityId) ?? '', w.now));
}

export async function bookingRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, ops.slots, TAGS),
    handler: async (request) => {
      const q = request.query;
      return {
        isSuccess: true as const,
        items: await atFacilities(request, (w) => slotsOf(w, q.facilityID, q.from, q.to, q.unitID)),
      };
    },
  });
  r.route({
    ...guardedRoute(s, ops.quota, TAGS),
    handler: async (request) => {
      const q = request.query;
      return ok(await atFacilities(request, (w) => quotaOf(w, q.facilityID, q.unitID, q.day)));
    },
  });
  r.route({
    ...guardedRoute(s, ops.calendar, TAGS),
    handler: async (request) => {
      const q = request.query;
      return ok(await atFacilities(request, (w) => calendar(w, q.from, q.to, q.facilityID)));
    },
  });
  r.route({
    ...guardedRoute(s, ops.book, TAGS),
    handler: async (request) => {
      const b = request.body;
      return ok(
        (
          await changeAtFacilities(request, async (w) =>
            answer(
              w,
              await bookSlots(w, {
                unitId: b.unitID,
                slots: [{ facilityId: b.facilityID, startsAt: new Date(b.startsAt) }],
                people: b.people,
                note: b.note,
                source: sourceOf(w),
              }),
            ),
          )
        )[0]!,
      );
    },
  });
  r.route({
    ...guardedRoute(s, ops.bookMultiple, TAGS),
    handler: async (request) => {
      const b = request.body;
      const items = await changeAtFacilities(request, async (w) =>
        answer(
          w,
          await bookSlots(w, {
            unitId: b.unitID,
            slots: b.slots.map((x) => ({ facilityId: x.facilityID, startsAt: new Date(x.startsAt) })),
            people: b.people,
            note: b.note,
            source: sourceOf(w),
          }),
        ),
      );
      return { isSuccess: true as const, items };
    },
  });
  r.route({
    ...guardedRoute(s, ops.detail, TAGS),
    handler: async (request) =>
      ok(await atFacilities(request, (w) => bookingDetail(w, request.query.bookingID))),
  });
  r.route({
    ...guardedRoute(s, ops.list, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      ...(await atFacilities(request, (w) => listBookings(w, request.query))),
    }),
  });
  r.route({
    ...guardedRoute(s, ops.my, TAGS),
    handler: async (request) => {
      const q = request.query;
      return {
        isSuccess: true as const,
        ...(await atFacilities(request, (w) =>
          myBookings(w, { upcoming: q.upcoming === 'true', lastKey: q.lastKey, limit: q.limit }),
        )),
      };
    },
  });
  r.route({
    ...guardedRoute(s, ops.cancel, TAGS),
    handler: async (request) => {
      const b = request.body;
      return ok(
        await changeAtFacilities(
          request,
          async (w) => (await answer(w, [await cancelBooking(w, b.bookingID, b.reason)]))[0]!,
        ),
      );
    },
  });
  r.route({
    ...guardedRoute(s, ops.approve, TAGS),
    handler: async (request) => {
      const b = request.body;
      return ok(
        await changeAtFacilities(
          request,
          async (w) => (await answer(w, [await approveBooking(w, b.bookingID)]))[0]!,
        ),
      );
    },
  });
  r.route({
    ...guardedRoute(s, ops.reject, TAGS),
    handler: async (request) => {
      const b = request.body;
      return ok(
        await changeAtFacilities(
          request,
          async (w) => (await answer(w, [await rejectBooking(w, b.bookingID, b.reason)]))[0]!,
        ),
      );
    },
  });
  r.route({
    ...guardedRoute(s, ops.checkIn, TAGS),
    handler: async (request) => {
      const b = request.body;
      return ok(
        await changeAtFacilities(
          request,
          async (w) => (await answer(w, [await checkIn(w, { bookingId: b.bookingID, code: b.code })]))[0]!,
        ),
      );
    },
  });
  r.route({
    ...guardedRoute(s, ops.noShow, TAGS),
    handler: async (request) => {
      const b = request.body;
      return ok(
        await changeAtFacilities(
          request,
          async (w) => (await answer(w, [await markNoShow(w, b.bookingID)]))[0]!,
        ),
      );
    },
  });
  r.route({
    ...guardedRoute(s, ops.deposit, TAGS),
    handler: async (request) => {
      const b = request.body;
      return ok(
        await changeAtFacilities(
          request,
          async (w) => (await answer(w, [await recordDeposit(w, b.bookingID, b.action, b.reason)]))[0]!,
        ),
      );
    },
  });
  r.route({
    ...guardedRoute(s, ops.excel, TAGS),
    handler: async (request, reply) => {
      const q = request.query;
      const { bookings, timeZone } = await atFacilities(request, async (w) => ({
        bookings: await answer(
          w,
          await allBookingRows(w.tx, w.scope, q, optionalRange(w, q.from, q.to), EXCEL_ROWS_MAX),
        ),
        timeZone: w.timeZone,
      }));
      return sendXlsx(
        reply,
        `facility-bookings-${q.from ?? 'all'}.xlsx`,
        bookingSheet(bookings, (iso) => localText(new Date(iso), timeZone)),
      );
    },
  });
  r.route({
    ...guardedRoute(s, ops.daySheet, TAGS),
    handler: async (request) =>
      ok(await atFacilities(request, (w) => daySheet(w, request.query.facilityID, request.query.day))),
  });
}
