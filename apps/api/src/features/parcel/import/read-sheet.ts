import { type Cell, readSheetRows } from '../../../platform/files/sheet-rows';
import { badRequest } from '../refusals';

export type { Cell };

/** The rows of an uploaded parcel list, refused in the desk's words when the file is neither. */
export const readSheet = (bytes: Buffer): Promise<Cell[][]> =>
  readSheetRows(bytes, (problem) =>
    badRequest(problem === 'UNREADABLE_XLSX' ? 'UNREADABLE_FILE' : 'NOT_XLSX_OR_CSV'),
  );
