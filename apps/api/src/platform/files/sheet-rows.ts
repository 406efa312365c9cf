import readXlsxFile from 'read-excel-file/node';
import { parseCsv } from './csv';

export type Cell = string | number | boolean | Date | null;
/** Why a file gave no rows: a workbook that would not open, or neither a workbook nor UTF-8 text. */
export type SheetProblem = 'UNREADABLE_XLSX' | 'NOT_XLSX_OR_CSV';

const isZip = (b: Buffer) => b.length > 4 && b.readUInt32LE(0) === 0x04034b50;

/**
 * The rows of an uploaded file: the first sheet of an Excel workbook (.xlsx, recognised by its
 * bytes, not its name) or a UTF-8 CSV (a byte-order mark is dropped). Anything else is the
 * uploader's mistake: `refuse` gives the importing feature's own 400 for it.
 */
export async function readSheetRows(
  bytes: Buffer,
  refuse: (problem: SheetProblem) => Error,
): Promise<Cell[][]> {
  if (isZip(bytes)) {
    try {
      const [first] = await readXlsxFile(bytes);
      return (first?.data ?? []) as Cell[][];
    } catch {
      throw refuse('UNREADABLE_XLSX');
    }
  }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes).replace(/^\uFEFF/, '');
  if (text.includes('\u0000') || text.includes('\uFFFD')) throw refuse('NOT_XLSX_OR_CSV');
  return parseCsv(text);
}
