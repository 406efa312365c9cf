import { type Cell, readSheetRows } from '../../../platform/files/sheet-rows';
import { badRequest } from '../refusals';

export type { Cell };

/** The rows of an uploaded defect list; a file that is neither workbook nor CSV is refused. */
export const readSheet = (bytes: Buffer): Promise<Cell[][]> =>
  readSheetRows(bytes, () => badRequest('ISSUE_IMPORT_FILE'));
