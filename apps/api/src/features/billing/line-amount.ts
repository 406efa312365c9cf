/**
 * A bill line's amount: rate (satang) × quantity (decimal text), rounded half up to the satang,
 * or to the whole baht when the community bills in whole baht. Integer arithmetic only (BigInt
 * over the quantity scaled by its decimals), so 0.1 × 3 is never 0.30000000000000004 and no two
 * machines round a line differently.
 */
export function lineAmountSatang(rateSatang: number, quantity: string, wholeBaht: boolean): number {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(quantity);
  if (!match || !Number.isSafeInteger(rateSatang) || rateSatang < 0) {
    throw new Error(`not a line: ${rateSatang} × ${quantity}`);
  }
  const decimals = match[2] ?? '';
  const scaled = BigInt(match[1]! + decimals);
  const step = wholeBaht ? 100n : 1n;
  const denominator = 10n ** BigInt(decimals.length) * step;
  // Half up for non-negative values: floor((2n + d) / 2d).
  const units = (BigInt(rateSatang) * scaled * 2n + denominator) / (2n * denominator);
  return Number(units * step);
}

/** Quantity text without trailing zeros ("45.50" → "45.5", "2.000" → "2"), as a bill shows it. */
export const plainQuantity = (quantity: string) =>
  quantity.includes('.') ? quantity.replace(/0+$/, '').replace(/\.$/, '') : quantity;
