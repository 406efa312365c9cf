import type { Bill, BillStatus } from '@cc/contracts/billing';
import type { Row } from 'write-excel-file/node';
import { headerCell } from '../../platform/files/spreadsheet';

/** A sheet is for reading and filing, not a dump: a month of a large condominium fits. */
export const EXCEL_MAX_ROWS = 10_000;

const STATUS_TH: Record<BillStatus, string> = {
  DRAFT: 'ฉบับร่าง',
  ISSUED: 'ออกแล้ว',
  PARTIALLY_PAID: 'ชำระบางส่วน',
  PAID: 'ชำระแล้ว',
  RECALLED: 'เรียกคืน',
};

const baht = (satang: number) => ({ value: satang / 100, format: '#,##0.00' });

/** The filtered bills as the office's Thai workbook shows them; amounts in baht with two decimals. */
export function billSheet(bills: Bill[]): Row[] {
  return [
    [
      headerCell('เลขที่', 'No.'),
      headerCell('ห้อง', 'Unit'),
      headerCell('อาคาร', 'Building'),
      headerCell('งวด', 'Period'),
      headerCell('ครบกำหนด', 'Due'),
      headerCell('สถานะ', 'Status'),
      headerCell('ยอดรวม', 'Total'),
      headerCell('ชำระแล้ว', 'Paid'),
      headerCell('ค้างชำระ', 'Outstanding'),
    ],
    ...bills.map((b) => [
      b.billNo,
      b.unitNo,
      b.buildingName ?? '',
      b.period,
      b.dueDate,
      b.overdue ? `${STATUS_TH[b.status]} (เกินกำหนด)` : STATUS_TH[b.status],
      baht(b.totalSatang),
      baht(b.paidSatang),
      baht(b.outstandingSatang),
    ]),
  ];
}
