/**
 * Voting weights travel as integer millionths of all votes (an ownership ratio of 0.012345 is
 * 12345), summed as bigint: a ratio as a float would drift when 3,000 of them are added, and a
 * result shown on the projector must equal the one in the minutes to the last digit. Everything
 * here stays in integers until the final rounding for display.
 */

/** One whole: the weight of all votes together. */
export const WHOLE = 1_000_000n;

/** A weight as the API sends it (an integer, as a string when it outgrows a double) to bigint. */
export function toMillionths(value: string | number | bigint | null | undefined): bigint {
  if (value === null || value === undefined || value === '') return 0n;
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') return BigInt(Math.trunc(value));
  return /^-?\d+$/.test(value.trim()) ? BigInt(value.trim()) : 0n;
}

/**
 * `part / whole` in hundredths of a percent, rounded half up (4,999 = 49.99 %), as a plain
 * number: small enough for a double, and exact because the division happened in bigint.
 * A zero or negative whole gives 0 rather than a division error: an empty roll has no shares.
 */
export function basisPoints(part: bigint, whole: bigint): number {
  if (whole <= 0n || part <= 0n) return 0;
  return Number((part * 20_000n + whole) / (2n * whole));
}

/** The same as a percentage with two decimals. */
export const percentOf = (part: bigint, whole: bigint) => basisPoints(part, whole) / 100;

/** A bar's width in percent: never past the track, never negative. */
export const barWidth = (part: bigint, whole: bigint) => Math.min(100, percentOf(part, whole));

/**
 * A weight as the ratio staff know from the ownership register (0.012345), six decimals in the
 * reader's digits. The decimal string goes to Intl as it is, so no float touches the value.
 */
export function formatRatio(millionths: bigint, lang: string): string {
  const negative = millionths < 0n;
  const abs = negative ? -millionths : millionths;
  const text = `${negative ? '-' : ''}${abs / WHOLE}.${(abs % WHOLE).toString().padStart(6, '0')}`;
  const format = new Intl.NumberFormat(lang, { minimumFractionDigits: 6, maximumFractionDigits: 6 });
  // Intl formats a decimal string exactly (ES2023); the lib types still ask for a number.
  return format.format(text as unknown as number);
}

/** A percentage with two decimals in the reader's digits and sign (12.50 %, ٪١٢٫٥٠). */
export function formatPercent(percent: number, lang: string): string {
  return new Intl.NumberFormat(lang, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(percent / 100);
}

/**
 * A ratio typed by staff (0.012345, at most six decimals, at most one whole) to millionths, read
 * digit by digit so 0.1 is exactly 100000; anything else is -1, which the form refuses.
 */
export function ratioToMillionths(text: string): bigint {
  const m = /^(\d+)(?:\.(\d{0,6}))?$/.exec(text.trim());
  if (!m) return -1n;
  const value = BigInt(m[1]!) * WHOLE + BigInt((m[2] ?? '').padEnd(6, '0'));
  return value > WHOLE ? -1n : value;
}

/**
 * A weight as the community counts votes: a condominium's ownership ratio (0.012345), a
 * village's whole votes, one per plot (12, not 12.000000); a village override that is not
 * whole still shows its decimals.
 */
export function formatWeight(millionths: bigint, lang: string, communityType: 'CONDO' | 'VILLAGE'): string {
  if (communityType !== 'VILLAGE' || millionths % WHOLE !== 0n) return formatRatio(millionths, lang);
  return new Intl.NumberFormat(lang).format((millionths / WHOLE).toString() as unknown as number);
}
