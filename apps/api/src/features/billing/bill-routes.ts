import { billingBillOps as ops } from '@cc/contracts/billing-bill-ops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendXlsx } from '../../platform/files/spreadsheet';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { billsForExcel, listBills, myBill, myBills } from './bill-list-queries';
import { billPayment, paymentIfOwed } from './bill-payment';
import { billDetail, findBill } from './bill-queries';
import { billSheet, EXCEL_MAX_ROWS } from './bill-sheet';
import { atOffice, TAGS } from './billing-work';
import { createBill } from './create-bill';
import { notFound } from './refusals';
import { billingSummary, latestPeriod } from './summary-queries';
import { recallBill, updateBill } from './update-bill';

const ok = <T>(data: T) => ({ isSuccess: true as const, data });

/** Bills one at a time, the office's lists and figures, and the residents' own bills. */
export async function billRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, ops.create, TAGS),
    handler: async (request) => ok(await atOffice(request, (w) => createBill(w, s, request.body))),
  });
  r.route({
    ...guardedRoute(s, ops.update, TAGS),
    handler: async (request) => ok(await atOffice(request, (w) => updateBill(w, s, request.body))),
  });
  r.route({
    ...guardedRoute(s, ops.forceRecall, TAGS),
    handler: async (request) => ok(await atOffice(request, (w) => recallBill(w, request.body))),
  });
  r.route({
    ...guardedRoute(s, ops.list, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      ...(await atOffice(request, (w) => listBills(w, request.query, request.query))),
    }),
  });
  r.route({
    ...guardedRoute(s, ops.info, TAGS),
    handler: async (request) =>
      ok(await atOffice(request, async (w) => billDetail(w, await findBill(w, request.query.billID)))),
  });
  r.route({
    ...guardedRoute(s, ops.excel, TAGS),
    handler: async (request, reply) => {
      const { bills, today } = await atOffice(request, async (w) => ({
        bills: await billsForExcel(w, request.query, EXCEL_MAX_ROWS),
        today: w.today,
      }));
      return sendXlsx(reply, `billing-${today}.xlsx`, [{ sheet: 'Bills', data: billSheet(bills) }]);
    },
  });
  r.route({
    ...guardedRoute(s, ops.promptpay, TAGS),
    handler: async (request) =>
      ok(await atOffice(request, async (w) => billPayment(w, await findBill(w, request.query.billID)))),
  });
  r.route({
    ...guardedRoute(s, ops.summary, TAGS),
    handler: async (request) =>
      ok(
        await atOffice(request, async (w) =>
          billingSummary(w, request.query.period ?? (await latestPeriod(w))),
        ),
      ),
  });
  r.route({
    ...guardedRoute(s, ops.myList, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      ...(await atOffice(request, (w) => myBills(w, request.user.id, request.query))),
    }),
  });
  r.route({
    ...guardedRoute(s, ops.myInfo, TAGS),
    handler: async (request) =>
      ok(
        await atOffice(request, async (w) => {
          const row = await myBill(w, request.user.id, request.query.billID);
          if (!row) throw notFound('BILLING_BILL_NOT_FOUND');
          return { ...(await billDetail(w, row)), payment: await paymentIfOwed(w, row) };
        }),
      ),
  });
}
