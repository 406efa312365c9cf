import type { EvidenceMethod, EvidenceStatus } from '@cc/contracts/billing';
import type { PdfContent } from 'pdfmake';
import { pdfText, renderPdf } from '../../../platform/pdf/pdf-setup';
import { formatBaht, thaiDate } from '../../../platform/pdf/thai-text';
import { PAYMENT_METHOD_TH } from './receipt-pdf';

/** One payment as the office's paper list shows it. */
export type EvidenceListItem = {
  paidAt: Date;
  unitNo: string;
  billNumber: string | null;
  method: EvidenceMethod;
  status: EvidenceStatus;
  amountSatang: number;
  /** Sending bank and reference of a read slip, for matching the bank statement by eye. */
  reference: string | null;
  note: string | null;
};
export type EvidenceListDocument = {
  communityName: string;
  /** What the list is of, in Thai: "วันที่ 27 พฤศจิกายน 2569", "เดือน …", "ยังไม่พิมพ์". */
  selection: string;
  printedAt: Date;
  timeZone: string;
  items: EvidenceListItem[];
};

export const EVIDENCE_STATUS_TH: Record<EvidenceStatus, string> = {
  SUBMITTED: 'รอตรวจสอบ',
  VERIFIED: 'ตรวจสอบแล้ว',
  REJECTED: 'ปฏิเสธ',
};

const time = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);

/**
 * The payments of a day or a month (or those not yet printed) as a landscape A4 list for the
 * office's paper file: each payment one row with its time, unit, bill, method, state and
 * amount, the header repeated on every page, the page number at the foot and the verified
 * total at the end. Thai throughout, in Sarabun.
 */
export function renderEvidenceListPdf(doc: EvidenceListDocument): Promise<Uint8Array> {
  const right = (text: string, bold = false) => ({ text, alignment: 'right' as const, bold });
  const header = ['ลำดับ', 'วันเวลาที่ชำระ', 'ห้อง', 'ใบแจ้งหนี้', 'วิธีชำระ', 'อ้างอิง', 'สถานะ', 'หมายเหตุ'].map(
    (text) => ({ text, bold: true }),
  );
  const body: PdfContent[][] = [
    [...header, right('จำนวนเงิน (บาท)', true)],
    ...doc.items.map((e, i) => [
      String(i + 1),
      time(e.paidAt, doc.timeZone),
      e.unitNo,
      e.billNumber ?? '-',
      PAYMENT_METHOD_TH[e.method],
      e.reference ?? '-',
      EVIDENCE_STATUS_TH[e.status],
      e.note ? pdfText(e.note) : '',
      right(formatBaht(e.amountSatang)),
    ]),
  ];
  const sum = (s?: EvidenceStatus) =>
    doc.items.filter((e) => !s || e.status === s).reduce((t, e) => t + e.amountSatang, 0);
  return renderPdf({
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [28, 28, 28, 36],
    info: { title: `รายการหลักฐานการชำระเงิน ${doc.selection}` },
    defaultStyle: { fontSize: 9 },
    footer: (page: number, pages: number) => ({
      text: `หน้า ${page} / ${pages}`,
      alignment: 'center',
      fontSize: 8,
      color: '#666',
    }),
    content: [
      { text: doc.communityName, fontSize: 14, bold: true },
      { text: `รายการหลักฐานการชำระเงิน ${doc.selection}`, fontSize: 12, bold: true, margin: [0, 2, 0, 2] },
      {
        text: `พิมพ์เมื่อ ${thaiDate(doc.printedAt, doc.timeZone)}  จำนวน ${doc.items.length} รายการ`,
        color: '#666',
        margin: [0, 0, 0, 8],
      },
      {
        table: { headerRows: 1, widths: [26, 78, 52, 66, 62, 96, 56, '*', 66], body },
        layout: 'lightHorizontalLines',
      },
      {
        margin: [0, 10, 0, 0],
        table: {
          widths: ['*', 120],
          body: [
            [right('รวมทั้งหมด'), right(formatBaht(sum()))],
            [right('ตรวจสอบแล้ว'), right(formatBaht(sum('VERIFIED')), true)],
            [right('รอตรวจสอบ'), right(formatBaht(sum('SUBMITTED')))],
          ],
        },
        layout: 'noBorders',
      },
    ],
  });
}
