import { type ImportLine, importLineSchema } from '@cc/contracts/parcel-import';
import { parcelOps } from '@cc/contracts/parcel-ops';
import { useMutation } from '@tanstack/react-query';
import { apiResponse, callOp } from '../../../shared/api/api-client';
import { ApiError } from '../../../shared/api/api-error';
import { downloadFile } from '../../../shared/api/download-file';
import { useCommunityID } from '../../../shared/session/use-community';
import { useParcelsChanged } from './parcel-keys';

const form = (file: File) => {
  const f = new FormData();
  f.append('file', file);
  return f;
};

export const downloadTemplate = (communityID: string, format: 'xlsx' | 'csv') =>
  downloadFile(parcelOps.importTemplate.path, { communityID, format }, `parcel-import.${format}`);

/** The dry run: every row checked and reported, nothing saved. */
export function useCheckImport() {
  const communityID = useCommunityID();
  return useMutation({
    mutationFn: async (file: File) =>
      (await callOp(parcelOps.import, { query: { communityID, dryRun: 'true' }, body: form(file) })).data,
  });
}

type ImportResult = Extract<ImportLine, { type: 'result' }>;

/** Reads the save's NDJSON answer line by line, reporting progress, until its result. */
async function readLines(
  res: Response,
  onProgress: (done: number, total: number) => void,
): Promise<ImportResult> {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    buffer += value ?? '';
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const text of lines.filter((l) => l.trim())) {
      const line = importLineSchema.parse(JSON.parse(text));
      if (line.type === 'started') onProgress(0, line.total);
      else if (line.type === 'progress') onProgress(line.done, line.total);
      else return line;
    }
    if (done) throw new ApiError(0, 'IMPORT_CUT', 'The connection closed before the import finished');
  }
}

/** The save: all rows in one transaction; a bad row refuses with 422 and the same report. */
export function useSaveImport(onProgress: (done: number, total: number) => void) {
  const communityID = useCommunityID();
  const changed = useParcelsChanged();
  return useMutation({
    mutationFn: async (file: File) => {
      const { method, path } = parcelOps.import;
      const res = await apiResponse(method, path, {
        query: { communityID, dryRun: 'false' },
        body: form(file),
      });
      const result = await readLines(res, onProgress);
      if (!result.isSuccess) throw new ApiError(500, 'IMPORT_FAILED', result.message);
      return result.data;
    },
    onSettled: changed,
  });
}
