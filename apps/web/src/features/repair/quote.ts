import type { PriceItem } from '@cc/contracts/repair-records';
import { bahtToSatang } from './money';

/** A line of the quote builder: a price-list item with a quantity, or a free line priced in baht. */
export type QuoteFormLine =
  | { kind: 'item'; itemID?: string; quantity?: number }
  | { kind: 'free'; name?: string; unit?: string; priceBaht?: number; quantity?: number };

/** What the quote operation takes per line (free lines in satang). */
export interface QuoteLineInput {
  itemID?: string;
  name?: string;
  unit?: string;
  quantity: number;
  unitPriceSatang?: number;
}

/** A line's amount in satang, rounded to the satang as the server does (blank lines count 0). */
export function lineSatang(line: QuoteFormLine, prices: ReadonlyMap<string, PriceItem>): number {
  const quantity = line.quantity ?? 0;
  const unit =
    line.kind === 'item'
      ? line.itemID
        ? (prices.get(line.itemID)?.priceSatang ?? 0)
        : 0
      : bahtToSatang(line.priceBaht);
  return Math.round(unit * quantity);
}

/** The quote's total in satang, shown live while the office types. */
export const quoteTotalSatang = (lines: readonly QuoteFormLine[], prices: ReadonlyMap<string, PriceItem>) =>
  lines.reduce((sum, l) => sum + lineSatang(l, prices), 0);

/** The builder's lines as the contract takes them: price-list lines by ID, free ones in satang. */
export const quoteLinesInput = (lines: readonly QuoteFormLine[]): QuoteLineInput[] =>
  lines.map((l) =>
    l.kind === 'item'
      ? { itemID: l.itemID, quantity: l.quantity ?? 0 }
      : {
          name: l.name?.trim(),
          unit: l.unit?.trim() || undefined,
          quantity: l.quantity ?? 0,
          unitPriceSatang: bahtToSatang(l.priceBaht),
        },
  );
