import type { Evidence, EvidenceMethod, EvidenceStatus } from '@cc/contracts/billing';
import type { Row } from 'write-excel-file/node';
import { headerCell } from '../../platform/files/spreadsheet';

const STATUS_TH: Record<EvidenceStatus, string> = {
  SUBMITTED: 'รอตรวจสอบ',
  VERIFIED: 'ตรวจสอบแล้ว',
  REJECTED: 'ถูกปฏิเสธ',
};
const METHOD_TH: Record<EvidenceMethod, string> = {
  TRANSFER: 'โอนเงิน',
  CASH: 'เงินสด',
  CHEQUE: 'เช็ค',
  PROMPTPAY: 'พร้อมเพย์',
};

const baht = (satang: number) => ({ value: satang / 100, format: '#,##0.00' });

/** The payments as the office's Thai workbook shows them: times on the community's clock, baht. */
export function evidenceSheet(items: Evidence[], timeZone: string): Row[] {
  const at = new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'short' });
  return [
    [
      headerCell('ห้อง', 'Unit'),
      headerCell('วันเวลาที่ชำระ', 'Paid at'),
      headerCell('เลขที่บิล', 'Bill'),
      headerCell('วิธีชำระ', 'Method'),
      headerCell('สถานะ', 'Status'),
      headerCell('ธนาคารผู้โอน', 'Sending bank'),
      headerCell('เลขอ้างอิง', 'Reference'),
      headerCell('ยอดเงิน', 'Amount'),
      headerCell('เหตุผลที่ปฏิเสธ', 'Reject reason'),
    ],
    ...items.map((x) => [
      x.unitNo,
      at.format(new Date(x.paidAt)),
      x.billNo ?? '',
      METHOD_TH[x.method],
      STATUS_TH[x.status],
      x.slip?.sendingBank ?? '',
      x.slip?.transRef ?? '',
      baht(x.amountSatang),
      x.rejectReason ?? '',
    ]),
  ];
}
