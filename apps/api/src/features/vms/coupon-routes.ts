import { BATCH_STATES } from '@cc/contracts/vms-coupon-batch';
import { vmsCouponOps as ops } from '@cc/contracts/vms-coupon-ops';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendXlsx } from '../../platform/files/spreadsheet';
import { withStoredPhotos } from '../../platform/files/stored-photos';
import { guardedRoute } from '../../platform/http/guarded-route';
import { photoForms } from '../../platform/http/photo-form';
import { requestLanguage } from '../../platform/i18n/request-language';
import type { AppServices } from '../../platform/services';
import { listBatches, myBatches, stateCounts } from './coupon-batch-queries';
import { cancelBatch, createBatch, requestPayment, review, updateBatch, uploadSlip } from './coupon-batches';
import { notifyCoupon, reviewText, slipText } from './coupon-notices';
import { ownerRows } from './coupon-owner-queries';
import { printSheet } from './coupon-print';
import { searchCoupons } from './coupon-queries';
import { batchReportSheets } from './coupon-report-sheet';
import { setOwner, settingView, toOwner, updateSetting } from './coupon-setup';
import { cancelCoupon, couponByCode, reportByBatch, useCoupon } from './coupon-use';
import { batchDetail, toBatch, toCoupon } from './coupon-view';
import { TAGS } from './visitor-routes';
import { atVms, changeVms, type VmsWork } from './vms-work';

const ok = <T>(data: T) => ({ isSuccess: true as const, data });
/** Slips per upload: the slip and, say, a second page of it. */
const SLIPS_MAX = 3;

/** A batch change in one transaction, answered with the batch's detail as it then stands. */
const changeBatch = (request: FastifyRequest, batchId: string, work: (w: VmsWork) => Promise<unknown>) =>
  changeVms(request, async (w) => {
    await work(w);
    return batchDetail(w, batchId);
  });

export async function couponRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const slipForm = photoForms(SLIPS_MAX);
  r.route({
    ...guardedRoute(s, ops.infoSetting, TAGS),
    handler: async (q) => ok(await atVms(q, settingView)),
  });
  r.route({
    ...guardedRoute(s, ops.updateSetting, TAGS),
    handler: async (q) => ok(await changeVms(q, (w) => updateSetting(w, q.body))),
  });
  r.route({
    ...guardedRoute(s, ops.ownerList, TAGS),
    handler: async (q) => ({ isSuccess: true as const, items: (await atVms(q, ownerRows)).map(toOwner) }),
  });
  r.route({
    ...guardedRoute(s, ops.ownerSetting, TAGS),
    handler: async (q) => ok(await changeVms(q, (w) => setOwner(w, q.body))),
  });
  r.route({
    ...guardedRoute(s, ops.createBatch, TAGS),
    handler: async (q) => ok(await changeVms(q, async (w) => batchDetail(w, await createBatch(w, q.body)))),
  });
  r.route({
    ...guardedRoute(s, ops.updateBatch, TAGS),
    handler: async (q) => ok(await changeBatch(q, q.body.batchID, (w) => updateBatch(w, q.body))),
  });
  r.route({
    ...guardedRoute(s, ops.requestPayment, TAGS),
    handler: async (q) =>
      ok(await changeBatch(q, q.body.batchID, (w) => requestPayment(w, q.body, 'requestPayment'))),
  });
  r.route({
    ...guardedRoute(s, ops.updatePayment, TAGS),
    handler: async (q) =>
      ok(await changeBatch(q, q.body.batchID, (w) => requestPayment(w, q.body, 'updatePayment'))),
  });
  r.route({
    ...guardedRoute(s, ops.uploadSlip, TAGS, slipForm.read),
    handler: async (q) => {
      const detail = await withStoredPhotos(s, q.scope, 'coupon-slips', q.log, slipForm.of(q), (photos) =>
        changeBatch(q, q.body.batchID, (w) => uploadSlip(w, q.body.batchID, photos)),
      );
      await notifyCoupon(s, q.log, q.scope.communityId, { kind: 'staff' }, slipText(detail.unitNo));
      return ok(detail);
    },
  });
  r.route({
    ...guardedRoute(s, ops.review, TAGS),
    handler: async (q) => {
      const detail = await changeBatch(q, q.body.batchID, (w) => review(w, q.body));
      const to = { kind: 'unitResidents' as const, unitIds: [detail.ownerUnitID] };
      await notifyCoupon(
        s,
        q.log,
        q.scope.communityId,
        to,
        reviewText(detail.state === 'REVIEWED', detail.count, detail.reason),
      );
      return ok(detail);
    },
  });
  r.route({
    ...guardedRoute(s, ops.cancelBatch, TAGS),
    handler: async (q) => ok(await changeBatch(q, q.body.batchID, (w) => cancelBatch(w, q.body))),
  });
  r.route({
    ...guardedRoute(s, ops.listBatch, TAGS),
    handler: async (q) =>
      atVms(q, async (w) => {
        const { items, lastKey } = await listBatches(w, q.query);
        const counts = Object.fromEntries(BATCH_STATES.map((st) => [st, 0])) as Record<
          (typeof BATCH_STATES)[number],
          number
        >;
        for (const c of await stateCounts(w)) counts[c.state] = Number(c.n);
        return { isSuccess: true as const, items: items.map(toBatch), lastKey, counts };
      }),
  });
  r.route({
    ...guardedRoute(s, ops.infoBatch, TAGS),
    handler: async (q) => ok(await atVms(q, (w) => batchDetail(w, q.query.batchID))),
  });
  r.route({
    ...guardedRoute(s, ops.myBatch, TAGS),
    handler: async (q) => ({
      isSuccess: true as const,
      ...(await atVms(q, async (w) => {
        const { items, lastKey } = await myBatches(w, q.query);
        return { items: items.map(toBatch), lastKey };
      })),
    }),
  });
  r.route({
    ...guardedRoute(s, ops.search, TAGS),
    handler: async (q) =>
      atVms(q, async (w) => ({
        isSuccess: true as const,
        items: (await searchCoupons(w, q.query.q)).map((c) => toCoupon(c, w.now)),
      })),
  });
  r.route({
    ...guardedRoute(s, ops.info, TAGS),
    handler: async (q) =>
      ok(await atVms(q, async (w) => toCoupon(await couponByCode(w, q.query.code), w.now))),
  });
  r.route({
    ...guardedRoute(s, ops.use, TAGS),
    handler: async (q) => ok(await changeVms(q, (w) => useCoupon(w, q.body.code, q.body.visitID))),
  });
  r.route({
    ...guardedRoute(s, ops.cancelCoupon, TAGS),
    handler: async (q) => ok(await changeVms(q, (w) => cancelCoupon(w, q.body.code, q.body.reason))),
  });
  r.route({
    ...guardedRoute(s, ops.report, TAGS),
    handler: async (q) => ok(await atVms(q, (w) => reportByBatch(w, q.query.batchID))),
  });
  r.route({
    ...guardedRoute(s, ops.printBatch, TAGS),
    handler: async (q) => ok(await atVms(q, (w) => printSheet(w, q.query.batchID))),
  });
  r.route({
    ...guardedRoute(s, ops.reportExcel, TAGS),
    handler: async (q, reply) => {
      const lang = requestLanguage(q.headers['accept-language']);
      const { filename, sheets } = await atVms(q, (w) => batchReportSheets(w, q.query.batchID, lang));
      return sendXlsx(reply, filename, sheets);
    },
  });
}
