import readXlsxFile from 'read-excel-file/node';
import { badRequest } from '../refusals';
import { parseCsv } from './csv';

export type Cell = string | number | boolean | Date | null;

const isZip = (b: Buffer) => b.length > 4 && b.readUInt32LE(0) === 0x04034b50;

/**
 * The rows of an uploaded defect list: the first sheet of an Excel workbook (.xlsx, recognised
 * by its bytes, not its name) or a UTF-8 CSV (a byte-order mark is dropped). Anything else is
 * the caller's mistake, answered 400.
 */
export async function readSheet(bytes: Buffer): Promise<Cell[][]> {
  if (isZip(bytes)) {
    try {
      const [first] = await readXlsxFile(bytes);
      return (first?.data ?? []) as Cell[][];
    } catch {
      throw badRequest('ISSUE_IMPORT_FILE');
    }
  }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes).replace(/^\uFEFF/, '');
  if (text.includes('\u0000') || text.includes('\uFFFD')) throw badRequest('ISSUE_IMPORT_FILE');
  return parseCsv(text);
}
