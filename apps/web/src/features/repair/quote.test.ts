import type { PriceItem } from '@cc/contracts/repair-records';
import { describe, expect, it } from 'vitest';
import { bahtToSatang, formatBaht, satangToBaht } from './money';
import { lineSatang, quoteLinesInput, quoteTotalSatang } from './quote';

const pipe: PriceItem = {
  itemID: 'i1',
  categoryID: null,
  code: 'P01',
  name: 'เปลี่ยนท่อน้ำทิ้ง',
  unit: 'จุด',
  priceSatang: 45_000,
  active: true,
};
const prices = new Map([[pipe.itemID, pipe]]);

describe('quote totals', () => {
  it('prices list lines from the price list and free lines from baht, to the satang', () => {
    expect(lineSatang({ kind: 'item', itemID: 'i1', quantity: 2 }, prices)).toBe(90_000);
    expect(lineSatang({ kind: 'free', name: 'ค่าเดินทาง', priceBaht: 120.5, quantity: 1.5 }, prices)).toBe(
      18_075,
    );
    expect(
      quoteTotalSatang(
        [
          { kind: 'item', itemID: 'i1', quantity: 1 },
          { kind: 'free', name: 'x', priceBaht: 0.1, quantity: 3 },
          { kind: 'item' },
        ],
        prices,
      ),
    ).toBe(45_030);
  });

  it('sends list lines by ID and free lines in satang', () => {
    expect(
      quoteLinesInput([
        { kind: 'item', itemID: 'i1', quantity: 2 },
        { kind: 'free', name: ' ค่าแรง ', unit: '', priceBaht: 99.99, quantity: 1 },
      ]),
    ).toEqual([
      { itemID: 'i1', quantity: 2 },
      { name: 'ค่าแรง', unit: undefined, quantity: 1, unitPriceSatang: 9_999 },
    ]);
  });

  it('turns baht into satang and back without float noise', () => {
    expect(bahtToSatang(19.99)).toBe(1_999);
    expect(bahtToSatang(undefined)).toBe(0);
    expect(satangToBaht(1_999)).toBe(19.99);
    expect(formatBaht(123_450)).toBe('฿1,234.50');
  });
});
