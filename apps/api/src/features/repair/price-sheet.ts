import type { Lang } from '@cc/contracts/i18n';
import type { PriceItem } from '@cc/contracts/repair-records';
import type { Row } from 'write-excel-file/node';
import type { Cell } from '../../platform/files/sheet-rows';
import { headerCell } from '../../platform/files/spreadsheet';

/** The price list's columns, in the order the template writes them; `required` ones must be headed. */
export const PRICE_COLUMNS = [
  { key: 'code', th: 'รหัส', en: 'Code', required: true },
  { key: 'name', th: 'รายการ', en: 'Name', required: true },
  { key: 'unit', th: 'หน่วย', en: 'Unit', required: true },
  { key: 'price', th: 'ราคา (บาท)', en: 'Price (THB)', required: true },
  { key: 'category', th: 'หมวด', en: 'Category', required: false },
] as const;
export type PriceColumn = (typeof PRICE_COLUMNS)[number]['key'];

/** The column as the reader calls it: Thai offices head their sheets in Thai. */
export const columnName = (key: PriceColumn, lang: Lang) => {
  const c = PRICE_COLUMNS.find((x) => x.key === key)!;
  return lang === 'th' ? c.th : c.en;
};

/** A cell as the text a person typed. */
export const cellText = (cell: Cell | undefined) =>
  cell === null || cell === undefined ? '' : cell instanceof Date ? cell.toISOString() : String(cell).trim();

const normalise = (h: string) => h.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * Which column holds what. A heading matches as the template writes it ("รหัส / Code") or by
 * either language alone, so a sheet headed by hand in Thai or English reads the same.
 */
export function priceColumnsOf(header: Cell[]): { at: Map<PriceColumn, number>; missing: string[] } {
  const at = new Map<PriceColumn, number>();
  header.forEach((cell, i) => {
    const h = normalise(cellText(cell));
    const col = PRICE_COLUMNS.find((c) =>
      [`${c.th} / ${c.en}`, c.th, c.en].some((name) => normalise(name) === h),
    );
    if (col && !at.has(col.key)) at.set(col.key, i);
  });
  const missing = PRICE_COLUMNS.filter((c) => c.required && !at.has(c.key)).map((c) => `${c.th} / ${c.en}`);
  return { at, missing };
}

/** The current price list in the import's layout: what the office edits and imports back. */
export function priceListSheet(
  items: PriceItem[],
  categories: Map<string, string>,
): { sheet: string; data: Row[] }[] {
  return [
    {
      sheet: 'ราคา',
      data: [
        PRICE_COLUMNS.map((c) => headerCell(c.th, c.en)),
        ...items.map((i) => [
          { value: i.code },
          { value: i.name },
          { value: i.unit },
          { value: i.priceSatang / 100, format: '#,##0.00' },
          { value: i.categoryID ? (categories.get(i.categoryID) ?? '') : '' },
        ]),
      ],
    },
  ];
}
