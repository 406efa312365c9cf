import type { Lang } from '@cc/contracts/i18n';
import {
  ISSUE_IMPORT_MAX_ROWS,
  type IssuePriority,
  LABEL_MAX,
  LABELS_MAX,
  TASK_TEXT_MAX,
  TASK_TITLE_MAX,
} from '@cc/contracts/issuetracking';
import { ISSUE_IMPORT_COLUMNS } from '@cc/contracts/issuetracking-report-ops';
import { badRequest, issuetrackingRefusals } from '../refusals';
import { cellText, dueDateOf, priorityOf, unitKey } from './cells';
import type { Cell } from './read-sheet';

type ColumnKey = (typeof ISSUE_IMPORT_COLUMNS)[number]['key'];

export interface DefectUnit {
  id: string;
  buildingId: string | null;
}

/** One good row, ready to save as a task. */
export interface DefectRow {
  title: string;
  text: string;
  priority: IssuePriority;
  /** Community-local date; null: the SLA's (or none). */
  dueDate: string | null;
  unit: DefectUnit | null;
  labels: string[];
}

export interface RowError {
  row: number;
  column: string | null;
  message: string;
}

const normalise = (h: string) => h.trim().normalize('NFC').toLowerCase().replace(/\s+/g, ' ');
const headerOf = (key: ColumnKey) => ISSUE_IMPORT_COLUMNS.find((c) => c.key === key)!.header;

/**
 * Which column holds what. A heading matches a column's English or Thai heading or one of its
 * aliases; the template's "หัวข้อ / Title" matches by either half. Refuses a file without a
 * required column.
 */
function mapHeader(header: Cell[]): Map<ColumnKey, number> {
  const at = new Map<ColumnKey, number>();
  header.forEach((cell, i) => {
    const written = normalise(cellText(cell));
    const halves = [written, ...written.split('/').map((h) => h.trim())];
    const col = ISSUE_IMPORT_COLUMNS.find((c) =>
      [c.header, c.thaiHeader, ...c.aliases].some((name) => halves.includes(normalise(name))),
    );
    if (col && !at.has(col.key)) at.set(col.key, i);
  });
  const missing = ISSUE_IMPORT_COLUMNS.find((c) => c.required && !at.has(c.key));
  if (missing) throw badRequest('ISSUE_IMPORT_MISSING_COLUMN', { column: missing.header });
  return at;
}

/**
 * Checks every row of a defect list and answers the good ones with the report: each problem
 * with its row (as the spreadsheet numbers it) and column, worded in the reader's language.
 * Nothing is written here.
 */
export function checkDefects(sheet: Cell[][], units: Map<string, DefectUnit>, lang: Lang) {
  const say = issuetrackingRefusals.inLanguage;
  const [header = [], ...body] = sheet;
  const at = mapHeader(header);
  const filled = body
    .map((cells, i) => ({ cells, row: i + 2 }))
    .filter(({ cells }) => cells.some((c) => cellText(c)));
  if (filled.length === 0) throw badRequest('ISSUE_IMPORT_EMPTY');
  if (filled.length > ISSUE_IMPORT_MAX_ROWS)
    throw badRequest('ISSUE_IMPORT_TOO_MANY', { max: ISSUE_IMPORT_MAX_ROWS });

  const errors: RowError[] = [];
  const rows: DefectRow[] = [];
  for (const { cells, row } of filled) {
    const cell = (key: ColumnKey) => {
      const i = at.get(key);
      return i === undefined ? undefined : cells[i];
    };
    const problems: RowError[] = [];
    const fail = (key: ColumnKey, message: string) => problems.push({ row, column: headerOf(key), message });

    const title = cellText(cell('title')).normalize('NFC');
    if (!title || title.length > TASK_TITLE_MAX)
      fail('title', say(lang, 'ISSUE_IMPORT_ROW_TITLE', { max: TASK_TITLE_MAX }));
    const text = cellText(cell('text')).normalize('NFC');
    if (text.length > TASK_TEXT_MAX) fail('text', say(lang, 'ISSUE_IMPORT_ROW_TEXT', { max: TASK_TEXT_MAX }));
    const priority = priorityOf(cell('priority'));
    if (!priority) fail('priority', say(lang, 'ISSUE_IMPORT_ROW_PRIORITY'));
    const dueDate = dueDateOf(cell('dueDate'));
    if (dueDate === undefined) fail('dueDate', say(lang, 'ISSUE_IMPORT_ROW_DATE'));
    const unitText = cellText(cell('unitNo'));
    const unit = unitText ? units.get(unitKey(unitText)) : null;
    if (unit === undefined) fail('unitNo', say(lang, 'ISSUE_IMPORT_ROW_UNIT', { unit: unitText }));
    const labels = [
      ...new Set(
        cellText(cell('labels'))
          .split(',')
          .map((l) => l.trim().normalize('NFC'))
          .filter(Boolean),
      ),
    ];
    if (labels.length > LABELS_MAX || labels.some((l) => l.length > LABEL_MAX))
      fail('labels', say(lang, 'ISSUE_IMPORT_ROW_LABELS', { max: LABELS_MAX, length: LABEL_MAX }));

    if (problems.length) errors.push(...problems);
    else
      rows.push({ title, text, priority: priority!, dueDate: dueDate ?? null, unit: unit ?? null, labels });
  }
  return { rows, report: { total: filled.length, valid: rows.length, errors } };
}
