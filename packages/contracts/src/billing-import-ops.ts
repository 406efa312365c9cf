import { z } from 'zod';
import { guardedOperation } from './access';
import { billIdSchema, billSchema } from './billing';
import { billFilterSchema } from './billing-inputs';
import { officeReader, officeWriter, q } from './billing-op-parts';
import { dataEnvelope, errorEnvelopeSchema } from './envelope';

/**
 * Meter readings in from a spreadsheet, bills out to paper. The import is all or nothing: one bad
 * row and the answer is 400 with every row's problems, and no bill is made.
 */

/** The sheet's columns in order: key, Thai header (the template's) and English (also accepted). */
export const METER_IMPORT_COLUMNS = [
  { key: 'unitNo', th: 'เลขที่ห้อง', en: 'Unit no.', required: true },
  { key: 'period', th: 'รอบเดือน (YYYY-MM)', en: 'Period (YYYY-MM)', required: true },
  { key: 'waterPrevious', th: 'มิเตอร์น้ำครั้งก่อน', en: 'Water meter previous', required: false },
  { key: 'waterCurrent', th: 'มิเตอร์น้ำครั้งนี้', en: 'Water meter current', required: false },
  { key: 'powerPrevious', th: 'มิเตอร์ไฟครั้งก่อน', en: 'Power meter previous', required: false },
  { key: 'powerCurrent', th: 'มิเตอร์ไฟครั้งนี้', en: 'Power meter current', required: false },
  { key: 'extraDescription', th: 'รายการเพิ่มเติม', en: 'Extra line', required: false },
  { key: 'extraAmount', th: 'จำนวนเงินรายการเพิ่มเติม (บาท)', en: 'Extra amount (baht)', required: false },
] as const;
export type MeterImportColumn = (typeof METER_IMPORT_COLUMNS)[number]['key'];
export const METER_IMPORT_MAX_ROWS = 5_000;
export const METER_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** The most bills one PDF prints: a whole condominium's month, about two minutes of work. */
export const PRINT_MAX_BILLS = 3_000;

export const meterImportErrorSchema = z.object({
  /** The row as the spreadsheet numbers it (the header is row 1). */
  row: z.number().int(),
  column: z.string().nullable(),
  message: z.string(),
});
export const meterImportReportSchema = z.object({
  total: z.number().int(),
  valid: z.number().int(),
  errors: z.array(meterImportErrorSchema),
});
export type MeterImportReport = z.infer<typeof meterImportReportSchema>;
/**
 * A 400 of the import: with bad rows, the refusal and the row-by-row report; a file that is no
 * sheet (or lacks the headings) is refused without one.
 */
export const meterImportRejectedSchema = errorEnvelopeSchema.extend({
  data: meterImportReportSchema.optional(),
});

const flag = (name: string) =>
  z
    .enum(['true', 'false'], `${name} must be true or false`)
    .default('false')
    .transform((v) => v === 'true');

/** Bills to print: these bill IDs (comma-separated), else every bill the list's filters match. */
export const printBillsSchema = billFilterSchema.omit({ lastKey: true, limit: true }).extend({
  billIDs: z
    .string()
    .max(37 * 200)
    .optional()
    .transform((v) => (v ? v.split(',').map((id) => id.trim()) : undefined))
    .pipe(z.array(billIdSchema()).min(1).max(200).optional()),
});

export const billingImportOps = {
  importTemplate: guardedOperation({
    method: 'GET',
    path: '/api/billing/import/template',
    summary: 'The meter-reading import template (.xlsx, Thai headers, an example row)',
    access: officeWriter,
    query: q(),
    response: z.unknown().describe('An .xlsx file'),
  }),
  import: guardedOperation({
    method: 'POST',
    path: '/api/billing/import',
    summary:
      'Bills from meter readings (multipart `file`, .xlsx; communityID in the query): water and power ' +
      'are (current − previous) × the rate, with the other charges and an optional extra line. Any bad ' +
      'row answers 400 with every row’s problems and makes nothing; else every bill is made in one ' +
      'transaction, issued when issue=true, else drafts. dryRun=true only checks: it answers the report ' +
      '(200 even with bad rows) and makes nothing',
    access: officeWriter,
    query: q({ issue: flag('issue'), dryRun: flag('dryRun') }),
    response: dataEnvelope(
      z.object({ report: meterImportReportSchema, created: z.number().int(), bills: z.array(billSchema) }),
    ),
  }),
  print: guardedOperation({
    method: 'GET',
    path: '/api/billing/print',
    summary: `Bills as one PDF, two A5 per A4 page with the PromptPay QR: the billIDs given, else the list's filters (at most ${PRINT_MAX_BILLS}; drafts and recalled bills are not printed)`,
    access: officeReader,
    query: printBillsSchema,
    response: z.unknown().describe('A PDF file'),
  }),
};
