import type { Cell } from '../../platform/files/sheet-rows';

const BAHT = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/**
 * An amount in baht with at most two decimals as whole satang, read from its decimal digits so
 * no binary fraction creeps in (0.29 × 100 is 28.999… as a float). A number cell is read as the
 * shortest decimal that names it, which is what the office typed. Thousands separators and a
 * leading ฿ are allowed; null for anything else (negative, three decimals, words).
 */
export function satangOf(cell: Cell | undefined): number | null {
  const text =
    typeof cell === 'number'
      ? String(cell)
      : typeof cell === 'string'
        ? cell.trim().replace(/^฿\s*/, '').replaceAll(',', '')
        : '';
  const m = BAHT.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}
