import { repairOfficeOps as ops } from '@cc/contracts/repair-office-ops';
import { REPAIR_STATES, type RepairState } from '@cc/contracts/repair-records';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendXlsx } from '../../platform/files/spreadsheet';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { addDays, localDate, startOfLocalDay } from '../../platform/time/zone-clock';
import { atRepair } from './repair-work';
import {
  allRequestRows,
  appointmentRows,
  closedWorkWhere,
  countByState,
  pageOfRows,
  searchRows,
  summaryCounts,
} from './request-queries';
import { dayRangeOf, namesOf, pageOf, shownRows } from './request-reads';
import { requestSheet } from './request-sheet';
import { slotsFor } from './schedule';
import { repairRequests } from './tables';

const TAGS = ['repair'];
const ok = <T>(data: T) => ({ isSuccess: true as const, data });
const r = repairRequests;
const EXCEL_ROWS_MAX = 20_000;

/** The office's views over requests: counts, calendar, slots, filters, search, Excel, the card. */
export async function officeViewRoutes(app: FastifyInstance, s: AppServices) {
  const rt = app.withTypeProvider<ZodTypeProvider>();
  rt.route({
    ...guardedRoute(s, ops.count, TAGS),
    handler: async (request) => {
      const rows = await atRepair(request, (w) => countByState(w.tx, w.scope));
      const counts = Object.fromEntries(REPAIR_STATES.map((st) => [st, 0])) as Record<RepairState, number>;
      for (const row of rows) counts[row.state] = row.n;
      return ok(counts);
    },
  });
  rt.route({
    ...guardedRoute(s, ops.scheduleList, TAGS),
    handler: async (request) => {
      const q = request.query;
      const items = await atRepair(request, async (w) => {
        const range = dayRangeOf(w, q.from, q.to);
        const rows = await appointmentRows(w.tx, w.scope, range.from!, range.to!, q.technicianID);
        const names = await namesOf(w);
        return rows.map((row) => ({
          requestID: row.id,
          no: row.no,
          unitNo: row.unitNo,
          categoryName: names.categories.get(row.categoryId) ?? '',
          state: row.state,
          startsAt: row.appointmentStartsAt!.toISOString(),
          endsAt: row.appointmentEndsAt!.toISOString(),
          technicianID: row.technicianId ?? '',
          technicianName: names.technicians.get(row.technicianId ?? '') ?? '',
        }));
      });
      return { isSuccess: true as const, items };
    },
  });
  rt.route({
    ...guardedRoute(s, ops.slots, TAGS),
    handler: async (request) => {
      const q = request.query;
      return {
        isSuccess: true as const,
        items: await atRepair(request, (w) => slotsFor(w, q.categoryID, q.from, q.to)),
      };
    },
  });
  rt.route({
    ...guardedRoute(s, ops.history, TAGS),
    handler: async (request) => {
      const q = request.query;
      return {
        isSuccess: true as const,
        ...(await atRepair(request, async (w) => {
          const where = closedWorkWhere(q.unitNo, dayRangeOf(w, q.from, q.to));
          return pageOf(w, await pageOfRows(w.tx, w.scope, where, q.lastKey, q.limit), q.limit);
        })),
      };
    },
  });
  rt.route({
    ...guardedRoute(s, ops.byUnit, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      items: await atRepair(request, async (w) =>
        shownRows(w, await pageOfRows(w.tx, w.scope, eq(r.unitNo, request.query.unitNo), undefined, 100)),
      ),
    }),
  });
  rt.route({
    ...guardedRoute(s, ops.byCategory, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      items: await atRepair(request, async (w) =>
        shownRows(
          w,
          await pageOfRows(
            w.tx,
            w.scope,
            and(
              eq(r.categoryId, request.query.categoryID),
              inArray(r.state, [
                'NEW',
                'ACCEPTED',
                'QUOTED',
                'APPROVED',
                'SCHEDULED',
                'IN_PROGRESS',
                'CLOSE_REQUESTED',
              ]),
            ),
            undefined,
            100,
          ),
        ),
      ),
    }),
  });
  rt.route({
    ...guardedRoute(s, ops.search, TAGS),
    handler: async (request) => {
      const q = request.query;
      return {
        isSuccess: true as const,
        ...(await atRepair(request, async (w) =>
          q.q
            ? pageOf(w, await searchRows(w.tx, w.scope, q.q, q.lastKey, q.limit), q.limit)
            : { items: [], lastKey: null },
        )),
      };
    },
  });
  rt.route({
    ...guardedRoute(s, ops.reviews, TAGS),
    handler: async (request) => {
      const q = request.query;
      return {
        isSuccess: true as const,
        ...(await atRepair(request, async (w) =>
          pageOf(
            w,
            await pageOfRows(
              w.tx,
              w.scope,
              and(isNotNull(r.reviewedAt), q.requestID ? eq(r.id, q.requestID) : undefined),
              q.lastKey,
              50,
            ),
            50,
          ),
        )),
      };
    },
  });
  rt.route({
    ...guardedRoute(s, ops.excel, TAGS),
    handler: async (request, reply) => {
      const q = request.query;
      const { items, timeZone } = await atRepair(request, async (w) => ({
        items: await shownRows(
          w,
          await allRequestRows(w.tx, w.scope, q, dayRangeOf(w, q.from, q.to), w.now, EXCEL_ROWS_MAX),
        ),
        timeZone: w.timeZone,
      }));
      return sendXlsx(reply, `repair-requests-${q.from ?? 'all'}.xlsx`, requestSheet(items, timeZone));
    },
  });
  rt.route({
    ...guardedRoute(s, ops.summary, TAGS),
    handler: async (request) =>
      ok(
        await atRepair(request, async (w) => {
          const today = localDate(w.now, w.timeZone);
          const c = await summaryCounts(
            w.tx,
            w.scope,
            startOfLocalDay(today, w.timeZone),
            startOfLocalDay(addDays(today, 1), w.timeZone),
            startOfLocalDay(`${today.slice(0, 7)}-01`, w.timeZone),
            w.now,
          );
          return {
            ...c,
            monthStars: c.monthStars === null ? null : Math.round(Number(c.monthStars) * 10) / 10,
          };
        }),
      ),
  });
}
