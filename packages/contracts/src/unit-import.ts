import { z } from 'zod';
import { allow, guardedOperation } from './access';
import { xlsxFileSchema } from './directory';
import { dataEnvelope } from './envelope';
import { communityQuerySchema } from './session';

/**
 * The unit import from Excel: a template, a dry run that reports every row's problems without
 * saving, and a commit that saves every row in one transaction or none. Uploads are multipart
 * (field `file`) with communityID in the query.
 */

export const importReportSchema = z.object({
  rows: z.number(),
  valid: z.number(),
  errors: z.array(z.object({ row: z.number(), field: z.string(), message: z.string() })),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** The import sheet's columns: field, Thai and English header (both are accepted on import). */
export const UNIT_IMPORT_COLUMNS = [
  { field: 'unitNo', th: 'เลขที่ห้อง', en: 'Unit no.', required: true },
  { field: 'building', th: 'อาคาร', en: 'Building', required: false },
  { field: 'floor', th: 'ชั้น', en: 'Floor', required: false },
  { field: 'areaSqm', th: 'พื้นที่ (ตร.ม.)', en: 'Area (m2)', required: false },
  { field: 'ownershipRatio', th: 'อัตราส่วนกรรมสิทธิ์', en: 'Ownership ratio', required: false },
  { field: 'unitType', th: 'ประเภทห้อง', en: 'Unit type', required: false },
] as const;
export const UNIT_IMPORT_MAX_ROWS = 10_000;
/** The largest unit sheet the console uploads. */
export const UNIT_IMPORT_MAX_BYTES = 10 * 1024 * 1024;

export const unitImportOps = {
  importTemplate: guardedOperation({
    method: 'GET',
    path: '/api/community/unit/import/template',
    summary:
      'The unit import template (.xlsx, headers in Thai and English, building names on a second sheet)',
    access: allow.to('DIRECTORY:write'),
    query: communityQuerySchema,
    response: xlsxFileSchema,
  }),
  importCheck: guardedOperation({
    method: 'POST',
    path: '/api/community/unit/import',
    summary:
      'Dry run: check every row of an uploaded .xlsx (multipart field `file`) and report; saves nothing',
    access: allow.to('DIRECTORY:write'),
    query: communityQuerySchema,
    response: dataEnvelope(importReportSchema),
  }),
  importCommit: guardedOperation({
    method: 'POST',
    path: '/api/community/unit/import/commit',
    summary: 'Save every row of the .xlsx in one transaction, or none when any row has a problem',
    access: allow.to('DIRECTORY:write'),
    query: communityQuerySchema,
    response: dataEnvelope(z.object({ created: z.number() })),
  }),
} as const;
