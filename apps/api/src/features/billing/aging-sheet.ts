import type { AgingAmounts, AgingReport } from '@cc/contracts/billing-report-ops';
import type { Row } from 'write-excel-file/node';

const bold = (value: string) => ({ value, fontWeight: 'bold' as const });
/** Baht as a number with two decimals, so the office can sum and sort the column. */
const baht = (satang: number, strong = false) => ({
  value: satang / 100,
  format: '#,##0.00',
  ...(strong ? { fontWeight: 'bold' as const } : {}),
});

const AMOUNT_HEADERS = [
  'ยังไม่ถึงกำหนด',
  'เกิน 1–30 วัน',
  'เกิน 31–60 วัน',
  'เกิน 61–90 วัน',
  'เกิน 91–180 วัน',
  'เกิน 180 วัน',
  'รวมค้างชำระ',
  'จำนวนใบแจ้งหนี้',
];
const amounts = (a: AgingAmounts, strong = false) => [
  baht(a.notDue, strong),
  baht(a.d1to30, strong),
  baht(a.d31to60, strong),
  baht(a.d61to90, strong),
  baht(a.d91to180, strong),
  baht(a.over180, strong),
  baht(a.totalSatang, strong),
  { value: a.bills, ...(strong ? { fontWeight: 'bold' as const } : {}) },
];

/** The aging report as two Thai sheets, per unit and per building, each ending with the totals. */
export function agingSheets(report: AgingReport): { sheet: string; data: Row[] }[] {
  const total = (label: string, span: number) => [bold(label), ...Array(span - 1).fill(null)];
  return [
    {
      sheet: 'ตามห้อง',
      data: [
        ['ห้อง', 'อาคาร', ...AMOUNT_HEADERS].map(bold),
        ...report.units.map((u) => [u.unitNo, u.buildingName ?? '', ...amounts(u)]),
        [...total(`รวม ณ วันที่ ${report.asOf}`, 2), ...amounts(report.totals, true)],
      ],
    },
    {
      sheet: 'ตามอาคาร',
      data: [
        ['อาคาร', ...AMOUNT_HEADERS].map(bold),
        ...report.buildings.map((b) => [b.buildingName ?? 'ไม่ระบุอาคาร', ...amounts(b)]),
        [...total('รวม', 1), ...amounts(report.totals, true)],
      ],
    },
  ];
}
