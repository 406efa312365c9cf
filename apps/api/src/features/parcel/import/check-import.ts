import type { Lang } from '@cc/contracts/i18n';
import { IMPORT_COLUMNS, type ImportColumnKey, MAX_IMPORT_ROWS } from '@cc/contracts/parcel-import';
import type { DeskWork } from '../desk-work';
import { badRequest } from '../refusals';
import { trackingKey } from '../search-keys';
import { cellText } from './cells';
import { checkRow, headerOf, type ImportRow, type RowContext } from './check-row';
import { loadImportContext } from './import-context';
import type { Cell } from './read-sheet';

export interface RowError {
  row: number;
  column: string | null;
  message: string;
}

const normalise = (h: string) => h.trim().toLowerCase().replace(/\s+/g, ' ');

/** Which column holds what; refuses a file without the required headings. */
function mapHeader(header: Cell[]): Map<ImportColumnKey, number> {
  const at = new Map<ImportColumnKey, number>();
  header.forEach((cell, i) => {
    const h = normalise(cellText(cell));
    const col = IMPORT_COLUMNS.find(
      (c) => normalise(c.header) === h || c.aliases.some((a) => normalise(a) === h),
    );
    if (col && !at.has(col.key)) at.set(col.key, i);
  });
  const missing = IMPORT_COLUMNS.filter((c) => c.required && !at.has(c.key)).map((c) => c.header);
  if (missing.length) {
    throw badRequest('IMPORT_HEADINGS', { columns: missing.join(', ') });
  }
  return at;
}

/**
 * Checks every row and answers the good ones with the report: each problem with its row
 * (as the spreadsheet numbers it) and column, in the reader's language. Nothing is written here.
 */
export async function checkImport(w: DeskWork, sheet: Cell[][], lang: Lang) {
  const [header = [], ...body] = sheet;
  const at = mapHeader(header);
  const filled = body
    .map((cells, i) => ({ cells, row: i + 2 }))
    .filter(({ cells }) => cells.some((c) => cellText(c)));
  if (filled.length === 0) throw badRequest('IMPORT_EMPTY');
  if (filled.length > MAX_IMPORT_ROWS) {
    throw badRequest('IMPORT_TOO_LARGE', {
      max: MAX_IMPORT_ROWS,
    });
  }
  const cell = (cells: Cell[], key: ImportColumnKey) => {
    const i = at.get(key);
    return i === undefined ? undefined : cells[i];
  };
  const ctx = await loadImportContext(
    w,
    filled.map(({ cells }) => trackingKey(cellText(cell(cells, 'trackingNo')))),
  );
  const rc: RowContext = { ctx, seen: new Map(), timeZone: w.desk.timeZone, now: Date.now(), lang };
  const errors: RowError[] = [];
  const rows: ImportRow[] = [];

  for (const { cells, row } of filled) {
    const checked = checkRow((key) => cell(cells, key), row, rc);
    if ('problems' in checked) {
      for (const [key, message] of checked.problems) errors.push({ row, column: headerOf(key), message });
    } else rows.push(checked.row);
  }
  return { rows, report: { total: filled.length, valid: rows.length, errors } };
}
