import type { FastifyReply, FastifyRequest } from 'fastify';
import readXlsxFile from 'read-excel-file/node';
import writeXlsxFile, { type Row, type Sheet } from 'write-excel-file/node';
import { badRequest } from '../errors';
import { contentDisposition } from './content-disposition';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export type CellValue = string | number | boolean | Date | null;

/** A bold header cell in both languages, as offices here keep them. */
export const headerCell = (th: string, en: string) => ({
  value: `${th} / ${en}`,
  fontWeight: 'bold' as const,
});

/**
 * A multipart upload's `file` part, read in preValidation (after the access hooks, so a caller
 * without the permission never gets the file parsed). The global multipart limit caps its size.
 */
export function uploadedFile() {
  const files = new WeakMap<FastifyRequest, Buffer>();
  return {
    async read(request: FastifyRequest) {
      if (!request.isMultipart()) throw badRequest('NO_SPREADSHEET');
      let file: Buffer | undefined;
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          const bytes = await part.toBuffer();
          if (part.fieldname === 'file') file = bytes;
        }
      }
      if (!file?.length) throw badRequest('NO_SPREADSHEET');
      files.set(request, file);
    },
    of: (request: FastifyRequest) => files.get(request)!,
  };
}

/** The first sheet's rows; a file that is not a spreadsheet is the caller's mistake, not ours. */
export async function readFirstSheet(bytes: Buffer): Promise<CellValue[][]> {
  try {
    const [first] = await readXlsxFile(bytes);
    return (first?.data ?? []) as unknown as CellValue[][];
  } catch {
    throw badRequest('NOT_XLSX');
  }
}

/** Sheets as .xlsx bytes, each with its first row kept in view. */
export const xlsxBytes = (sheets: { sheet: string; data: Row[] }[]) =>
  writeXlsxFile(sheets.map((s) => ({ ...s, stickyRowsCount: 1 })) as Sheet<Buffer>[]).toBuffer();

/** Sends sheets as an .xlsx download; Fastify passes a Buffer through without serialising it. */
export async function sendXlsx(
  reply: FastifyReply,
  filename: string,
  sheets: { sheet: string; data: Row[] }[],
) {
  const buffer = await xlsxBytes(sheets);
  return reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', contentDisposition('attachment', filename))
    .send(buffer);
}
