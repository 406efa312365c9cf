import type { BillLine, ChargeSettings, LineKind } from '@cc/contracts/billing';
import type { LineInput } from '@cc/contracts/billing-inputs';
import { lineAmountSatang, plainQuantity } from './line-amount';

export interface BillableUnit {
  unitId: string;
  unitNo: string;
  areaSqm: string | null;
  ownershipRatio: string | null;
}
export interface Usage {
  waterUnits?: string;
  powerUnits?: string;
  cars?: number;
}

/** The wording on the bill (Thai: bills are Thai documents). */
const TEXT: Record<Exclude<LineKind, 'FIXED' | 'OTHER' | 'SURCHARGE'>, string> = {
  COMMON_FEE: 'ค่าส่วนกลาง',
  WATER: 'ค่าน้ำประปา',
  POWER: 'ค่าไฟฟ้า',
  PARKING: 'ค่าที่จอดรถ',
};

/** A line priced: its amount from rate × quantity with the community's rounding. */
export const priced = (line: LineInput, wholeBaht: boolean): BillLine => ({
  kind: line.kind,
  description: line.description,
  rateSatang: line.rateSatang,
  quantity: plainQuantity(line.quantity),
  amountSatang: lineAmountSatang(line.rateSatang, line.quantity, wholeBaht),
});

/**
 * A unit's lines from the charge settings: common fee by area or ownership ratio, metered water
 * and power when readings are given, parking per car, then the fixed lines. A charge with no rate,
 * or no area or ratio to apply it to, gives no line.
 */
export function chargeLines(c: ChargeSettings, unit: BillableUnit, usage: Usage = {}): BillLine[] {
  const lines: LineInput[] = [];
  const add = (kind: keyof typeof TEXT, rateSatang: number, quantity: string | null | undefined) => {
    if (rateSatang > 0 && quantity && Number(quantity) > 0)
      lines.push({ kind, description: TEXT[kind], rateSatang, quantity });
  };
  if (c.commonFeeBasis === 'AREA') add('COMMON_FEE', c.commonFeeRateSatang, unit.areaSqm);
  if (c.commonFeeBasis === 'OWNERSHIP_RATIO') add('COMMON_FEE', c.commonFeeRateSatang, unit.ownershipRatio);
  add('WATER', c.waterRateSatang, usage.waterUnits);
  add('POWER', c.powerRateSatang, usage.powerUnits);
  add('PARKING', c.parkingRateSatang, usage.cars ? String(usage.cars) : null);
  for (const f of c.fixedLines) {
    lines.push({ kind: 'FIXED', description: f.description, rateSatang: f.amountSatang, quantity: '1' });
  }
  return lines.map((l) => priced(l, c.roundWholeBaht));
}

export const totalOf = (lines: readonly BillLine[]) => lines.reduce((sum, l) => sum + l.amountSatang, 0);

/** The due date of a period's bill: the due day of the month after the period. */
export function dueDateOf(period: string, dueDay: number): string {
  const [y, m] = period.split('-').map(Number) as [number, number];
  const next = m === 12 ? { y: y + 1, m: 1 } : { y, m: m + 1 };
  return `${next.y}-${String(next.m).padStart(2, '0')}-${String(dueDay).padStart(2, '0')}`;
}

/** Late surcharge as lines of a bill: one per earlier bill it accrued on, its amount as the rate. */
export const surchargeLines = (
  charged: readonly { description: string; satang: number }[] = [],
): BillLine[] =>
  charged.map((c) => ({
    kind: 'SURCHARGE',
    description: c.description,
    rateSatang: c.satang,
    quantity: '1',
    amountSatang: c.satang,
  }));
