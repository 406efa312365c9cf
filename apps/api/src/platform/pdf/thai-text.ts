import { bahttext } from 'bahttext';

/** Zero-width space: a line-break opportunity that draws nothing (UAX #14 class ZW). */
export const ZWSP = '\u200B';

const THAI = /[\u0E00-\u0E7F]/;
const wordSegmenter = new Intl.Segmenter('th', { granularity: 'word' });
const graphemeSegmenter = new Intl.Segmenter('th', { granularity: 'grapheme' });

function assertSatang(satang: number) {
  if (!Number.isSafeInteger(satang) || satang < 0) {
    throw new RangeError(`amount must be a whole, non-negative number of satang: ${satang}`);
  }
}

/** "1234.50" from 123450: exact, since only integer remainders and exact multiples are divided. */
function bahtDecimal(satang: number) {
  const cents = satang % 100;
  return { baht: (satang - cents) / 100, cents };
}

/**
 * The amount in Thai words as receipts and quotes print it ("ยี่สิบเอ็ดบาทถ้วน"). bahttext is handed a
 * decimal string built from integer satang, never a float, so 1,000,000.25 reads 25 satang.
 * bahttext reads a lone trailing one after a zero as หนึ่ง (101: หนึ่งร้อยหนึ่ง), which the Royal
 * Institute accepts beside ร้อยเอ็ด.
 */
export function bahtText(satang: number): string {
  assertSatang(satang);
  const { baht, cents } = bahtDecimal(satang);
  return bahttext(`${baht}.${String(cents).padStart(2, '0')}`);
}

/** "1,234.50": grouped baht and two satang digits, the same on every machine's locale. */
export function formatBaht(satang: number): string {
  if (!Number.isSafeInteger(satang)) throw new RangeError(`amount must be whole satang: ${satang}`);
  const sign = satang < 0 ? '-' : '';
  const { baht, cents } = bahtDecimal(Math.abs(satang));
  const grouped = String(baht).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}.${String(cents).padStart(2, '0')}`;
}

/**
 * Thai is written without spaces between words, and pdfmake's line breaker (UAX #14) finds no
 * break opportunity inside a Thai run, so a long run is cut at an arbitrary letter. This puts a
 * zero-width space at each boundary between two Thai words found by the ICU dictionary
 * (Intl.Segmenter); Latin words, numbers and receipt numbers like "RC2568-000001" are left whole.
 */
export function thaiBreakable(text: string): string {
  let out = '';
  let previous = '';
  for (const { segment } of wordSegmenter.segment(text)) {
    if (previous && THAI.test(previous.at(-1)!) && THAI.test(segment[0]!)) out += ZWSP;
    out += segment;
    previous = segment;
  }
  return out;
}

/**
 * At most `max` characters of `text`, cut at a word boundary (never between a Thai letter and its
 * vowel or tone mark) and ended with "…" when anything was cut.
 */
export function clipText(text: string, max: number): string {
  if (text.length <= max) return text;
  const take = (segmenter: Intl.Segmenter) => {
    let out = '';
    for (const { segment } of segmenter.segment(text)) {
      if (out.length + segment.length > max - 1) break;
      out += segment;
    }
    return out.trimEnd();
  };
  // A first word longer than the limit is cut between letters (grapheme clusters) instead.
  return `${take(wordSegmenter) || take(graphemeSegmenter)}…`;
}

/** The Buddhist-era year (Gregorian + 543) of the instant as the calendar reads in `timeZone`. */
export function buddhistYear(date: Date, timeZone: string): number {
  const year = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric' }).format(date);
  return Number(year) + 543;
}

/** "27 พฤศจิกายน 2569": the long Thai date (Buddhist era) in `timeZone`. */
export function thaiDate(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('th-TH-u-ca-buddhist', { timeZone, dateStyle: 'long' }).format(date);
}
