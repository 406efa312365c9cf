import type { Lang } from '@cc/contracts/i18n';
import type { Row } from 'write-excel-file/node';
import { localDate } from '../../platform/time/zone-clock';
import { couponsOf, slipCodesOf } from './coupon-queries';
import { reportByBatch } from './coupon-use';
import { batchNo, reachBatch, toCoupon } from './coupon-view';
import { COUPON_STATE_CODES } from './coupon-words';
import { vmsRefusals } from './refusals';
import { REPORT_TEXTS } from './report-sheet';
import type { VmsWork } from './vms-work';

const head = (value: string) => ({ value, fontWeight: 'bold' as const });

/** "2026-11-27 14:05" on the community's clock (Asia/Bangkok), as a sheet shows a moment. */
function localMoment(at: Date, timeZone: string) {
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  return `${localDate(at, timeZone)} ${time}`;
}

/**
 * A batch's report as two sheets, headings and states in the caller's language: the counts
 * (issued, used, cancelled, expired, usable, hours), then each coupon with what became of it.
 */
export async function batchReportSheets(w: VmsWork, batchId: string, lang: Lang) {
  const words = REPORT_TEXTS[lang];
  const say = (code: Parameters<typeof vmsRefusals.inLanguage>[1]) =>
    (vmsRefusals.inLanguage as (l: Lang, c: string) => string)(lang, code);
  const batch = await reachBatch(w, batchId);
  const report = await reportByBatch(w, batchId);
  const coupons = (await couponsOf(w, batchId)).map((c) => toCoupon(c, w.now));
  const slips = await slipCodesOf(w, [...new Set(coupons.flatMap((c) => (c.visitID ? [c.visitID] : [])))]);
  const summary: Row[] = [
    [head(words.couponBatch), { value: batchNo(batch.id) }],
    [head(words.couponUnit), { value: batch.unitNo }],
    [head(words.couponIssued), { value: report.issued }],
    [head(words.couponUsed), { value: report.used }],
    [head(words.couponCancelled), { value: report.cancelled }],
    [head(words.couponExpired), { value: report.expired }],
    [head(words.couponUsable), { value: report.usable }],
    [head(words.couponHoursIssued), { value: report.hoursIssued }],
    [head(words.couponHoursUsed), { value: report.hoursUsed }],
  ];
  const list: Row[] = [
    [
      head(words.couponCode),
      head(words.couponHours),
      head(words.couponValidUntil),
      head(words.couponState),
      head(words.couponUsedAt),
      head(words.couponSlipCode),
      head(words.couponCancelReason),
    ],
    ...coupons.map((c) => [
      { value: c.code },
      { value: c.hours },
      { value: localDate(new Date(c.validUntil), w.timeZone) },
      { value: say(COUPON_STATE_CODES[c.state]) },
      { value: c.usedAt ? localMoment(new Date(c.usedAt), w.timeZone) : '' },
      { value: (c.visitID && slips.get(c.visitID)) || '' },
      { value: c.cancelReason ?? '' },
    ]),
  ];
  return {
    filename: `coupon-batch-${batchNo(batch.id)}.xlsx`,
    sheets: [
      { sheet: words.couponReport, data: summary },
      { sheet: words.couponCoupons, data: list },
    ],
  };
}
