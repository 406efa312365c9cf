import { z } from 'zod';
import { allow, guardedOperation } from './access';
import { dataEnvelope, itemsEnvelope } from './envelope';
import { communityQuerySchema } from './session';
import { BATCH_STATES } from './vms-coupon-batch';
import {
  batchListSchema,
  batchRefSchema,
  cancelBatchSchema,
  couponCancelSchema,
  couponRefSchema,
  couponSearchSchema,
  couponSettingSchema,
  couponUseSchema,
  createBatchSchema,
  myBatchSchema,
  ownerSettingSchema,
  requestPaymentSchema,
  reviewBatchSchema,
  updateBatchSchema,
  updatePaymentSchema,
  uploadSlipSchema,
} from './vms-coupon-inputs';
import {
  batchDetailSchema,
  batchReportSchema,
  couponBatchSchema,
  couponOwnerSchema,
  couponSchema,
  couponSettingViewSchema,
  printSheetSchema,
} from './vms-coupon-records';

/**
 * Who does what with parking coupons:
 * - VMS_NITI:approve (PMC, ADMIN): settings, owners, payment requests, review, cancel any batch.
 * - VMS_NITI:write (the gate too): find a coupon and use it at checkout.
 * - VMS_NITI:read (residents): order for an owner unit they are a member of, pay, cancel their own
 *   batch while it is only created; the API checks the unit and the owner setting.
 */
const staff = allow.to('VMS_NITI:approve');
const gate = allow.to('VMS_NITI:write');
const reader = allow.to('VMS_NITI:read');

const batchData = dataEnvelope(batchDetailSchema);
const op = guardedOperation;

export const vmsCouponOps = {
  infoSetting: op({
    method: 'GET',
    path: '/api/coupon/info-setting',
    summary: 'The coupon price, validity and payee',
    access: reader,
    query: communityQuerySchema,
    response: dataEnvelope(couponSettingViewSchema),
  }),
  updateSetting: op({
    method: 'POST',
    path: '/api/coupon/update-setting',
    summary: 'Set the coupon price per hour, validity days and PromptPay payee',
    access: staff,
    body: couponSettingSchema,
    response: dataEnvelope(couponSettingViewSchema),
  }),
  ownerList: op({
    method: 'GET',
    path: '/api/coupon/owner/list',
    summary: 'The units set up as coupon owners',
    access: staff,
    query: communityQuerySchema,
    response: itemsEnvelope(couponOwnerSchema),
  }),
  ownerSetting: op({
    method: 'POST',
    path: '/api/coupon/owner/setting',
    summary: 'Whether a unit may order coupons, its discount and monthly quota',
    access: staff,
    body: ownerSettingSchema,
    response: dataEnvelope(couponOwnerSchema),
  }),
  createBatch: op({
    method: 'POST',
    path: '/api/coupon/create-batch',
    summary: 'A member of an owner unit orders 1 to 1,000 coupons',
    access: reader,
    body: createBatchSchema,
    response: batchData,
  }),
  updateBatch: op({
    method: 'POST',
    path: '/api/coupon/update-batch',
    summary: 'Change the count or hours of a batch still created',
    access: reader,
    body: updateBatchSchema,
    response: batchData,
  }),
  requestPayment: op({
    method: 'POST',
    path: '/api/coupon/waiting-payment/create',
    summary: 'Ask the owner to pay an amount by a due date, with a PromptPay QR',
    access: staff,
    body: requestPaymentSchema,
    response: batchData,
  }),
  updatePayment: op({
    method: 'POST',
    path: '/api/coupon/waiting-payment/update',
    summary: 'Change the amount or due date asked, with a reason',
    access: staff,
    body: updatePaymentSchema,
    response: batchData,
  }),
  uploadSlip: op({
    method: 'POST',
    path: '/api/coupon/batch-waiting-verify',
    summary: "The owner's member uploads the payment slip (multipart photo, kept private)",
    access: reader,
    body: uploadSlipSchema,
    response: batchData,
  }),
  review: op({
    method: 'POST',
    path: '/api/coupon/review-batch',
    summary: 'Approve the slip (the coupons are made) or reject it with a reason',
    access: staff,
    body: reviewBatchSchema,
    response: batchData,
  }),
  cancelBatch: op({
    method: 'POST',
    path: '/api/coupon/cancel-batch',
    summary: 'Cancel a batch before review, with a reason (its member: only while created)',
    access: reader,
    body: cancelBatchSchema,
    response: batchData,
  }),
  listBatch: op({
    method: 'GET',
    path: '/api/coupon/list-batch',
    summary: 'Batches of a state, newest first, with the count per state',
    access: staff,
    query: batchListSchema,
    response: itemsEnvelope(couponBatchSchema).extend({
      counts: z.record(z.enum(BATCH_STATES), z.number().int()),
    }),
  }),
  infoBatch: op({
    method: 'GET',
    path: '/api/coupon/info-batch',
    summary: 'One batch with its timeline, slips and coupons',
    access: reader,
    query: batchRefSchema,
    response: batchData,
  }),
  myBatch: op({
    method: 'GET',
    path: '/api/coupon/my-batch',
    summary: "Batches of the caller's owner units, newest first",
    access: reader,
    query: myBatchSchema,
    response: itemsEnvelope(couponBatchSchema),
  }),
  search: op({
    method: 'GET',
    path: '/api/coupon/search',
    summary: 'Coupons whose code starts with the text (at most 20)',
    access: gate,
    query: couponSearchSchema,
    response: itemsEnvelope(couponSchema),
  }),
  info: op({
    method: 'GET',
    path: '/api/coupon/info',
    summary: 'One coupon by its code',
    access: gate,
    query: couponRefSchema,
    response: dataEnvelope(couponSchema),
  }),
  use: op({
    method: 'POST',
    path: '/api/coupon/use',
    summary: 'Use a coupon at checkout: once, while valid',
    access: gate,
    body: couponUseSchema,
    response: dataEnvelope(couponSchema),
  }),
  cancelCoupon: op({
    method: 'POST',
    path: '/api/coupon/cancel-by-coupon',
    summary: 'Cancel an unused coupon, with a reason',
    access: staff,
    body: couponCancelSchema,
    response: dataEnvelope(couponSchema),
  }),
  printBatch: op({
    method: 'GET',
    path: '/api/coupon/print-batch',
    summary: "A reviewed batch's coupons for the A4 sheets (code, hours, valid until, owner unit)",
    access: gate,
    query: batchRefSchema,
    response: dataEnvelope(printSheetSchema),
  }),
  report: op({
    method: 'GET',
    path: '/api/coupon/report-by-batch',
    summary: "A batch's coupons issued, used, cancelled and expired, and their hours",
    access: staff,
    query: batchRefSchema,
    response: dataEnvelope(batchReportSchema),
  }),
  reportExcel: op({
    method: 'GET',
    path: '/api/coupon/report-by-batch/excel',
    summary: "A batch's report and its coupons as an .xlsx file, headings in the caller's language",
    access: staff,
    query: batchRefSchema,
    response: z.unknown().describe('An .xlsx file'),
  }),
};
