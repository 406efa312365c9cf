import type { Lang } from '@cc/contracts/i18n';
import type { RecyclingReport, RecyclingUnitHistory } from '@cc/contracts/recycling';
import type { Row } from 'write-excel-file/node';
import { SHEET_WORDS } from './sheet-words';

const head = (value: string) => ({ value, fontWeight: 'bold' as const });
/** Grams and satang are stored; an office reads kilograms and baht, as numbers it can sum. */
const kg = (grams: number) => ({ value: grams / 1000, format: '#,##0.000' });
const baht = (satang: number) => ({ value: satang / 100, format: '#,##0.00' });
const figures = (f: { weighIns: number; grams: number; satang: number; points: number }) => [
  { value: f.weighIns },
  kg(f.grams),
  baht(f.satang),
  { value: f.points },
];

/** The workbook: the figures by month and kind with a total row, then per unit. */
export function reportSheets(report: RecyclingReport, byUnit: RecyclingUnitHistory[], lang: Lang) {
  const t = SHEET_WORDS[lang];
  const numbers = [t.weighIns, t.kg, t.baht, t.points];
  const monthRows: Row[] = [
    [t.month, t.kind, ...numbers].map(head),
    ...report.lines.map((l) => [{ value: l.month }, { value: l.kindName }, ...figures(l)]),
    [head(t.total), null, ...figures(report.totals)],
  ] as Row[];
  const unitRows: Row[] = [
    [t.unit, ...numbers].map(head),
    ...byUnit.map((u) => [{ value: u.unitNo }, ...figures(u)]),
  ] as Row[];
  return [
    { sheet: t.byMonth, data: monthRows },
    { sheet: t.byUnit, data: unitRows },
  ];
}
