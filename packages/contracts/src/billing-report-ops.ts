import { z } from 'zod';
import { guardedOperation } from './access';
import { EVIDENCE_STATUSES, PERIOD_PATTERN, periodSchema, satangSchema } from './billing';
import { officeReader, q } from './billing-op-parts';
import { dataEnvelope } from './envelope';

/**
 * The office's reports: what is still owed by how long past due, what was billed and collected
 * month by month, and the day's or month's payments on paper for the office's file.
 */

/** Days past the due date, in the community's zone: not yet due, then 1–30 … over 180. */
export const AGING_BUCKETS = ['notDue', 'd1to30', 'd31to60', 'd61to90', 'd91to180', 'over180'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];
/** Each bucket's outstanding satang, their total and how many open bills make it up. */
export const agingAmountsSchema = z.object({
  notDue: satangSchema,
  d1to30: satangSchema,
  d31to60: satangSchema,
  d61to90: satangSchema,
  d91to180: satangSchema,
  over180: satangSchema,
  totalSatang: satangSchema,
  bills: z.number().int(),
});
export type AgingAmounts = z.infer<typeof agingAmountsSchema>;
export const agingReportSchema = z.object({
  /** The day the ages are counted from (today in the community's zone). */
  asOf: z.string(),
  units: z.array(
    agingAmountsSchema.extend({
      unitID: z.string(),
      unitNo: z.string(),
      buildingID: z.string().nullable(),
      buildingName: z.string().nullable(),
    }),
  ),
  buildings: z.array(
    agingAmountsSchema.extend({ buildingID: z.string().nullable(), buildingName: z.string().nullable() }),
  ),
  totals: agingAmountsSchema,
});
export type AgingReport = z.infer<typeof agingReportSchema>;

export const COLLECTION_MAX_MONTHS = 36;
export const collectionMonthSchema = z.object({
  period: z.string(),
  /** What the month's bills charge (drafts and recalled bills left out). */
  billedSatang: satangSchema,
  /** What has been paid on the month's bills so far. */
  collectedSatang: satangSchema,
  /** Payments received in the month by their receipts (cancelled receipts left out), whatever they paid. */
  receivedSatang: satangSchema,
});
export type CollectionMonth = z.infer<typeof collectionMonthSchema>;

const monthsBetween = (from: string, to: string) => {
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  return (ty - fy) * 12 + (tm - fm) + 1;
};

/** A range of months; none given: the twelve months to this one. */
export const collectionRangeSchema = q({ from: periodSchema.optional(), to: periodSchema.optional() }).refine(
  (r) =>
    !r.from ||
    !r.to ||
    (monthsBetween(r.from, r.to) >= 1 && monthsBetween(r.from, r.to) <= COLLECTION_MAX_MONTHS),
  {
    message: `to must not be before from, and the range at most ${COLLECTION_MAX_MONTHS} months`,
    path: ['to'],
  },
);

export const EVIDENCE_PRINT_MAX = 2_000;
/** One of: a day's payments, a month's, or the verified ones not yet printed. */
export const evidencePrintSchema = q({
  date: z.iso.date('date must be a date (YYYY-MM-DD)').optional(),
  month: z.string().regex(PERIOD_PATTERN, 'month must be YYYY-MM').optional(),
  notPrinted: z
    .enum(['true', 'false'], 'notPrinted must be true or false')
    .optional()
    .transform((v) => v === 'true'),
  status: z.enum(EVIDENCE_STATUSES).optional(),
}).refine((f) => [f.date, f.month, f.notPrinted || undefined].filter(Boolean).length === 1, {
  message: 'give exactly one of date, month or notPrinted=true',
  path: ['date'],
});

export const billingReportOps = {
  aging: guardedOperation({
    method: 'GET',
    path: '/api/billing/report/aging',
    summary:
      'What issued bills still owe by days past due (not due, 1–30, 31–60, 61–90, 91–180, over 180; in the ' +
      "community's time zone), per unit and per building, with totals",
    access: officeReader,
    query: q(),
    response: dataEnvelope(agingReportSchema),
  }),
  agingExcel: guardedOperation({
    method: 'GET',
    path: '/api/billing/report/aging/excel',
    summary: 'The aging report as an .xlsx file (Thai headers, amounts in baht)',
    access: officeReader,
    query: q(),
    response: z.unknown().describe('An .xlsx file'),
  }),
  collection: guardedOperation({
    method: 'GET',
    path: '/api/billing/report/collection',
    summary: `Billed, collected on those bills, and received, month by month (at most ${COLLECTION_MAX_MONTHS} months)`,
    access: officeReader,
    query: collectionRangeSchema,
    response: dataEnvelope(z.object({ months: z.array(collectionMonthSchema) })),
  }),
  evidencePrint: guardedOperation({
    method: 'GET',
    path: '/api/billing/evidence/print',
    summary:
      `Payments of a day, a month, or verified and not yet printed, as a Thai PDF list for the office's file (at most ${EVIDENCE_PRINT_MAX}). ` +
      'Printing marks nothing: evidence/print/flag marks them once the paper is filed',
    access: officeReader,
    query: evidencePrintSchema,
    response: z.unknown().describe('A PDF file'),
  }),
};
