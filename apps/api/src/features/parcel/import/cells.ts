import { wallTimeToInstant } from '../../../platform/time/zone-clock';
import type { Cell } from './read-sheet';

/** A cell as the text a person typed. */
export function cellText(cell: Cell | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString();
  return String(cell).trim();
}

/** Spreadsheets store a typed 0812345678 as the number 812345678; put the leading 0 back. */
export function phoneText(cell: Cell | undefined): string {
  if (typeof cell === 'number' && Number.isInteger(cell) && String(cell).length === 9) return `0${cell}`;
  return cellText(cell);
}

const DATE_FORMATS: { re: RegExp; order: 'ymd' | 'dmy' }[] = [
  { re: /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2}))?$/, order: 'ymd' },
  { re: /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?: (\d{1,2}):(\d{2}))?$/, order: 'dmy' },
];

/**
 * When a row says the parcel arrived, in the community's zone: a spreadsheet date cell, or text
 * as YYYY-MM-DD [HH:mm] or DD/MM/YYYY [HH:mm]. A Buddhist-era year (2568) is taken as such.
 * Answers null for a blank cell and undefined for text that is not a time.
 */
export function receivedAtOf(cell: Cell | undefined, timeZone: string): Date | null | undefined {
  if (cell instanceof Date) return wallTimeToInstant(cell.getTime(), timeZone);
  const text = cellText(cell);
  if (!text) return null;
  for (const { re, order } of DATE_FORMATS) {
    const m = re.exec(text);
    if (!m) continue;
    const [a, b, c, hh = '0', mm = '0'] = m.slice(1).map((x) => x ?? '0') as string[];
    let [year, month, day] = order === 'ymd' ? [+a!, +b!, +c!] : [+c!, +b!, +a!];
    if (year > 2400) year -= 543;
    const wall = Date.UTC(year, month - 1, day, +hh, +mm);
    const check = new Date(wall);
    if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || +hh > 23 || +mm > 59)
      return undefined;
    return wallTimeToInstant(wall, timeZone);
  }
  return undefined;
}
