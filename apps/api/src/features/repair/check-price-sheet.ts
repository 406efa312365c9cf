import type { Lang } from '@cc/contracts/i18n';
import { priceItemInputSchema } from '@cc/contracts/repair-inputs';
import type { z } from 'zod';
import type { Cell } from '../../platform/files/sheet-rows';
import { describeIssues } from '../../platform/i18n/validation-message';
import { satangOf } from './baht-cell';
import { cellText, columnName, type PriceColumn, priceColumnsOf } from './price-sheet';
import { badRequest, repairRefusals } from './refusals';
import type { RepairWork } from './repair-work';
import { categoryRows, priceRows } from './setting-queries';

export type PriceInput = z.output<typeof priceItemInputSchema>;
export interface RowError {
  row: number;
  message: string;
}

/** As many rows as the price list itself may hold (pricingUpdateSchema). */
export const PRICE_ROWS_MAX = 500;
const say = repairRefusals.inLanguage;
const shape = priceItemInputSchema.shape;
const key = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * Every row of an uploaded price list as the items to save, or every problem of every row, each
 * with its row as the spreadsheet numbers it, worded in the reader's language. A code already on
 * the list keeps its item (quotes point at it); categories are named, and must be in use.
 */
export async function checkPriceSheet(w: RepairWork, sheet: Cell[][], lang: Lang) {
  const [header = [], ...body] = sheet;
  const { at, missing } = priceColumnsOf(header);
  if (missing.length) throw badRequest('REPAIR_IMPORT_HEADINGS', { columns: missing.join(', ') });
  const filled = body
    .map((cells, i) => ({ cells, row: i + 2 }))
    .filter(({ cells }) => cells.some((c) => cellText(c)));
  if (!filled.length) throw badRequest('REPAIR_IMPORT_EMPTY');
  if (filled.length > PRICE_ROWS_MAX) throw badRequest('REPAIR_IMPORT_TOO_LARGE', { max: PRICE_ROWS_MAX });
  const categories = new Map(
    (await categoryRows(w.tx, w.scope)).filter((c) => c.active).map((c) => [key(c.name), c.id]),
  );
  const existing = new Map((await priceRows(w.tx, w.scope)).map((p) => [p.code, p.id]));
  const seen = new Map<string, number>();
  const items: PriceInput[] = [];
  const errors: RowError[] = [];

  for (const { cells, row } of filled) {
    const cell = (k: PriceColumn) => (at.has(k) ? cells[at.get(k)!] : undefined);
    const fail = (message: string) => void errors.push({ row, message });
    const required = (k: PriceColumn) =>
      fail(say(lang, 'REPAIR_ROW_REQUIRED', { column: columnName(k, lang) }));
    const field = <T>(k: PriceColumn, schema: z.ZodType<T>, value: unknown): T | undefined => {
      const result = schema.safeParse(value);
      if (result.success) return result.data;
      // The issue names the column, so a language other than the schema's English can say which.
      fail(
        describeIssues(
          result.error.issues.slice(0, 1).map((i) => ({ ...i, path: [columnName(k, lang)] })),
          lang,
        ),
      );
    };
    const text = (k: 'code' | 'name' | 'unit') => {
      const value = cellText(cell(k));
      return value ? field(k, shape[k], value) : void required(k);
    };
    const before = errors.length;
    const code = text('code');
    const name = text('name');
    const unit = text('unit');
    const priceText = cellText(cell('price'));
    const satang = satangOf(cell('price'));
    if (!priceText) required('price');
    else if (satang === null)
      fail(say(lang, 'REPAIR_ROW_NOT_A_PRICE', { column: columnName('price', lang) }));
    const priceSatang = satang === null ? undefined : field('price', shape.priceSatang, satang);
    const categoryText = cellText(cell('category'));
    const categoryID = categoryText ? categories.get(key(categoryText)) : null;
    if (categoryID === undefined) fail(say(lang, 'REPAIR_ROW_NO_CATEGORY', { name: categoryText }));
    if (code !== undefined) {
      const earlier = seen.get(code);
      if (earlier) fail(say(lang, 'REPAIR_ROW_DUPLICATE_CODE', { code, row: earlier }));
      else seen.set(code, row);
    }
    if (errors.length > before) continue;
    const itemID = existing.get(code!);
    items.push({
      ...(itemID && { itemID }),
      code: code!,
      name: name!,
      unit: unit!,
      priceSatang: priceSatang!,
      categoryID: categoryID ?? null,
      active: true,
    });
  }
  return { items, errors };
}
