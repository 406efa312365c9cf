import { PERIOD_PATTERN, QUANTITY_PATTERN, RATE_MAX_SATANG } from '@cc/contracts/billing';
import type { Cell } from '../../platform/files/sheet-rows';

/**
 * What a person typed in a meter sheet's cell, read strictly: a value that is not exactly a
 * reading, a month or an amount answers undefined (the row's problem), never a guess.
 */

export function cellText(cell: Cell | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString();
  return String(cell).trim();
}

/** YYYY-MM from text, or from a date cell (spreadsheets turn a typed 2026-10 into 1 Oct 2026). */
export function periodOf(cell: Cell | undefined): string | undefined {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? undefined : cell.toISOString().slice(0, 7);
  const text = cellText(cell);
  return PERIOD_PATTERN.test(text) ? text : undefined;
}

/** A meter reading as decimal text (up to 6 digits and 3 decimals). */
export function readingOf(cell: Cell | undefined): string | undefined {
  const text = typeof cell === 'number' ? numberText(cell) : cellText(cell);
  return text !== undefined && QUANTITY_PATTERN.test(text) ? text : undefined;
}

/** Baht (up to 2 decimals) as whole satang, up to the largest rate a line may have. */
export function satangOf(cell: Cell | undefined): number | undefined {
  const text = typeof cell === 'number' ? numberText(cell) : cellText(cell).replaceAll(',', '');
  const m = text === undefined ? null : /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return undefined;
  const satang = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return satang <= RATE_MAX_SATANG ? satang : undefined;
}

/** A number cell as plain decimal text; a number JavaScript writes in exponent form is no reading. */
const numberText = (n: number) =>
  Number.isFinite(n) && n >= 0 && !/e/i.test(String(n)) ? String(n) : undefined;

/** Thousandths, so readings subtract exactly (0.1 − 0.3 never becomes 0.19999999999999998). */
const milli = (reading: string) => {
  const [whole, frac = ''] = reading.split('.');
  return BigInt(whole!) * 1000n + BigInt(frac.padEnd(3, '0'));
};

/** current − previous as decimal text, or null when the meter ran backwards. */
export function usageBetween(previous: string, current: string): string | null {
  const diff = milli(current) - milli(previous);
  if (diff < 0n) return null;
  const frac = String(diff % 1000n)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return frac ? `${diff / 1000n}.${frac}` : String(diff / 1000n);
}
