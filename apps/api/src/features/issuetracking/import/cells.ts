import type { IssuePriority } from '@cc/contracts/issuetracking';
import type { Cell } from './read-sheet';

/** A cell as the text a person typed. */
export function cellText(cell: Cell | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell).trim();
}

const DATE_FORMATS: { re: RegExp; order: 'ymd' | 'dmy' }[] = [
  { re: /^(\d{4})-(\d{1,2})-(\d{1,2})$/, order: 'ymd' },
  { re: /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/, order: 'dmy' },
];

/**
 * The due date a row names, as a community-local date (YYYY-MM-DD): a spreadsheet date cell
 * (which carries no zone), or text as YYYY-MM-DD or DD/MM/YYYY; a Buddhist-era year (2569) is
 * taken as such. Null for a blank cell, undefined for text that is not a date.
 */
export function dueDateOf(cell: Cell | undefined): string | null | undefined {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? undefined : cell.toISOString().slice(0, 10);
  const text = cellText(cell);
  if (!text) return null;
  for (const { re, order } of DATE_FORMATS) {
    const m = re.exec(text);
    if (!m) continue;
    const [a, b, c] = m.slice(1).map(Number) as [number, number, number];
    let [year, month, day] = order === 'ymd' ? [a, b, c] : [c, b, a];
    if (year > 2400) year -= 543;
    const check = new Date(Date.UTC(year, month - 1, day));
    if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day)
      return undefined;
    return check.toISOString().slice(0, 10);
  }
  return undefined;
}

/** Priorities as offices write them, in English or Thai; blank is NORMAL. */
const PRIORITY_WORDS: Record<string, IssuePriority> = {
  urgent: 'URGENT',
  high: 'HIGH',
  normal: 'NORMAL',
  low: 'LOW',
  ด่วนมาก: 'URGENT',
  ด่วน: 'URGENT',
  สูง: 'HIGH',
  ปกติ: 'NORMAL',
  ต่ำ: 'LOW',
};
export const priorityOf = (cell: Cell | undefined): IssuePriority | undefined => {
  const text = cellText(cell).toLowerCase();
  return text ? PRIORITY_WORDS[text] : 'NORMAL';
};

/** Unit numbers compared as people type them: A-0304, a0304 and "A 0304" are one unit. */
export const unitKey = (unitNo: string) => unitNo.trim().toLowerCase().replace(/[\s-]/g, '');
