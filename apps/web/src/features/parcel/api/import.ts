import { importLineSchema, importReportSchema } from '@cc/contracts/parcel-import';
import { parcelOps } from '@cc/contracts/parcel-ops';
import type { z } from 'zod';
import { apiResponse, callOp } from '../../../shared/api/api-client';
import { ApiError } from '../../../shared/api/api-error';
import { downloadFile } from '../../../shared/api/download-file';
import { readProgressStream } from '../../../shared/import/read-progress-stream';
import type { ImportProgress, RowReport } from '../../../shared/import/row-report';

const form = (file: File) => {
  const f = new FormData();
  f.append('file', file);
  return f;
};

export const downloadTemplate = (communityID: string, format: 'xlsx' | 'csv') =>
  downloadFile(parcelOps.importTemplate.path, { communityID, format }, `parcel-import.${format}`);

const rowReport = (r: z.infer<typeof importReportSchema>): RowReport => ({
  total: r.total,
  valid: r.valid,
  problems: r.errors,
});

/** The dry run: every row checked and reported, nothing saved. */
export const checkImport = async (communityID: string, file: File): Promise<RowReport> =>
  rowReport(
    (await callOp(parcelOps.import, { query: { communityID, dryRun: 'true' }, body: form(file) })).data,
  );

/** The save: all rows in one transaction, streaming progress; a bad row refuses with 422. */
export async function saveImport(communityID: string, file: File, onProgress: (p: ImportProgress) => void) {
  const { method, path } = parcelOps.import;
  const res = await apiResponse(method, path, { query: { communityID, dryRun: 'false' }, body: form(file) });
  const result = await readProgressStream(res, (l) => importLineSchema.parse(l), onProgress);
  if (!result.isSuccess) throw new ApiError(500, 'IMPORT_FAILED', result.message);
  return result.data;
}

/** Someone changed the directory between the check and the save: the 422 carries the new report. */
export function reportOfRefusal(e: unknown): RowReport | null {
  if (!(e instanceof ApiError)) return null;
  const parsed = importReportSchema.safeParse(e.data);
  return parsed.success ? rowReport(parsed.data) : null;
}
