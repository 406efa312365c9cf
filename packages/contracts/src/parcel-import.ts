import { z } from 'zod';
import { guardedOperation } from './access';
import { dataEnvelope, errorEnvelopeSchema } from './envelope';
import { desk, q } from './parcel-op-parts';

/** parcelimport: the file's columns, the row-by-row report, the save's progress, the operations. */

export const importRowErrorSchema = z.object({
  /** The row as the spreadsheet numbers it (the header is row 1). */
  row: z.number().int(),
  column: z.string().nullable(),
  message: z.string(),
});
export const importReportSchema = z.object({
  total: z.number().int(),
  valid: z.number().int(),
  errors: z.array(importRowErrorSchema),
});
export const IMPORT_STATUSES = ['RUNNING', 'DONE', 'FAILED'] as const;
export const importStatusSchema = z.object({
  importID: z.string(),
  fileName: z.string(),
  status: z.enum(IMPORT_STATUSES),
  total: z.number().int(),
  /** Rows written so far inside the import's one transaction: nothing is visible until DONE. */
  done: z.number().int(),
  firstNo: z.number().int().nullable(),
  lastNo: z.number().int().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});

/**
 * The import file's columns: the template's headings, and the other headings a file may use
 * (Thai, as offices write them). Only the required ones must be present.
 */
export const IMPORT_COLUMNS = [
  {
    key: 'trackingNo',
    header: 'Tracking number',
    thaiHeader: 'เลขพัสดุ',
    aliases: ['tracking', 'tracking no', 'เลขพัสดุ'],
    required: true,
  },
  {
    key: 'carrier',
    header: 'Carrier',
    thaiHeader: 'บริษัทขนส่ง',
    aliases: ['ขนส่ง', 'บริษัทขนส่ง'],
    required: true,
  },
  { key: 'type', header: 'Type', thaiHeader: 'ประเภท', aliases: ['ประเภท'], required: false },
  {
    key: 'unitNo',
    header: 'Unit',
    thaiHeader: 'ห้อง',
    aliases: ['unit no', 'ห้อง', 'เลขห้อง', 'บ้านเลขที่'],
    required: true,
  },
  {
    key: 'recipientName',
    header: 'Recipient',
    thaiHeader: 'ชื่อผู้รับ',
    aliases: ['name', 'ผู้รับ', 'ชื่อผู้รับ'],
    required: true,
  },
  {
    key: 'recipientPhone',
    header: 'Phone',
    thaiHeader: 'เบอร์โทร',
    aliases: ['mobile', 'เบอร์โทร', 'โทรศัพท์'],
    required: false,
  },
  { key: 'note', header: 'Note', thaiHeader: 'หมายเหตุ', aliases: ['หมายเหตุ'], required: false },
  {
    key: 'receivedAt',
    header: 'Received at',
    thaiHeader: 'วันที่รับ',
    aliases: ['received', 'วันที่รับ'],
    required: false,
  },
] as const;
export type ImportColumnKey = (typeof IMPORT_COLUMNS)[number]['key'];
export const MAX_IMPORT_ROWS = 10_000;
/** The largest import file the desk may upload. */
export const PARCEL_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/**
 * A save (dryRun=false) answers NDJSON: `started`, then `progress` after each chunk of rows
 * written, then one `result`. Nothing is visible to anyone until the result says DONE.
 */
export const importLineSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('started'), importID: z.string(), total: z.number().int() }),
  z.object({ type: z.literal('progress'), done: z.number().int(), total: z.number().int() }),
  z.object({
    type: z.literal('result'),
    isSuccess: z.boolean(),
    message: z.string(),
    data: importStatusSchema,
  }),
]);
export type ImportLine = z.infer<typeof importLineSchema>;

/** The 422 of an import with bad rows: the refusal and the row-by-row report. */
export const importRejectedSchema = errorEnvelopeSchema.extend({ data: importReportSchema });

export const parcelImportOps = {
  importTemplate: guardedOperation({
    method: 'GET',
    path: '/api/parcel/import/template',
    summary: 'The import template (xlsx or csv) with the column headings',
    access: desk,
    query: q({ format: z.enum(['xlsx', 'csv'], 'format must be xlsx or csv').default('xlsx') }),
    response: z.unknown(),
  }),
  import: guardedOperation({
    method: 'POST',
    path: '/api/parcel/import',
    summary:
      'Multipart `file` (xlsx or csv). dryRun=true checks every row and answers the report, saving nothing. ' +
      'dryRun=false checks again: any bad row answers 422 with the report and saves nothing; otherwise ' +
      'every row is saved in one transaction and the answer is NDJSON lines (importLineSchema): started, ' +
      'progress after each chunk, result',
    access: desk,
    query: q({ dryRun: z.enum(['true', 'false'], 'dryRun must be true or false').default('true') }),
    response: dataEnvelope(importReportSchema),
  }),
  importStatus: guardedOperation({
    method: 'GET',
    path: '/api/parcel/import/status',
    summary: "An import's progress (rows done of total) and result",
    access: desk,
    query: q({ importID: z.uuid('importID is not valid') }),
    response: dataEnvelope(importStatusSchema),
  }),
} as const;
