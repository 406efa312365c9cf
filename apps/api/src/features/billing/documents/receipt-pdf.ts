import type { PdfContent, PdfNode } from 'pdfmake';
import {
  type CommunityHeading,
  communityHeading,
  type DocumentLine,
  sumLines,
} from '../../../platform/pdf/document-parts';
import { pdfText, renderPdf } from '../../../platform/pdf/pdf-setup';
import { bahtText, formatBaht, thaiDate } from '../../../platform/pdf/thai-text';

export type { CommunityHeading, DocumentLine } from '../../../platform/pdf/document-parts';
export { type BillDocument, renderBillsPdf } from './bills-pdf';

export type PaymentMethod = 'TRANSFER' | 'PROMPTPAY' | 'CASH' | 'CHEQUE';

/**
 * Everything a receipt (ใบเสร็จรับเงิน) prints, as plain data. The total is the sum of the lines,
 * computed here, so a receipt cannot print a total its lines do not add up to. `revision` is the
 * number of payer-detail corrections (0 or absent: the original); `cancelled` stamps it void
 * with the reason while its number stays printed.
 */
export type ReceiptDocument = {
  community: CommunityHeading;
  number: string;
  revision?: number;
  issuedAt: Date;
  timeZone: string;
  payer: { name: string; address?: string; taxID?: string };
  unitNo: string;
  billNumber?: string;
  lines: DocumentLine[];
  payment: { method: PaymentMethod; paidAt: Date; detail?: string };
  verifiedBy: string;
  cancelled?: { at: Date; reason: string };
};

export const PAYMENT_METHOD_TH: Record<PaymentMethod, string> = {
  TRANSFER: 'โอนเงินเข้าบัญชี',
  PROMPTPAY: 'พร้อมเพย์',
  CASH: 'เงินสด',
  CHEQUE: 'เช็ค',
};

/**
 * "RC2568-000001": the receipt number for a Buddhist-era year and the community's sequence in
 * that year (from its counter row, so numbers have no gaps). Six digits are kept up to 999,999.
 */
export function receiptNumber(buddhistEraYear: number, sequence: number): string {
  if (!Number.isInteger(buddhistEraYear) || buddhistEraYear < 2500 || buddhistEraYear > 9999) {
    throw new RangeError(`not a Buddhist-era year: ${buddhistEraYear}`);
  }
  if (!Number.isSafeInteger(sequence) || sequence < 1)
    throw new RangeError(`bad receipt sequence: ${sequence}`);
  return `RC${buddhistEraYear}-${String(sequence).padStart(6, '0')}`;
}

/** The pdfmake definition of a receipt (exported so its Thai wording is unit-tested). */
export function receiptDefinition(doc: ReceiptDocument): PdfNode {
  const total = sumLines(doc.lines);
  const when = (date: Date) => thaiDate(date, doc.timeZone);
  const rows: PdfContent[][] = doc.lines.map((line, i) => [
    { text: String(i + 1), alignment: 'center' },
    pdfText(line.description),
    { text: formatBaht(line.amountSatang), alignment: 'right' },
  ]);
  const payer = [
    { text: [{ text: 'ได้รับเงินจาก  ', bold: true }, pdfText(doc.payer.name)] },
    doc.payer.address ? pdfText(doc.payer.address) : '',
    doc.payer.taxID ? `เลขประจำตัวผู้เสียภาษี ${doc.payer.taxID}` : '',
    {
      text: [
        { text: 'ห้องชุดเลขที่  ', bold: true },
        doc.unitNo,
        doc.billNumber ? `   ใบแจ้งหนี้ ${doc.billNumber}` : '',
      ],
    },
  ];
  return {
    pageSize: 'A4',
    pageMargins: [48, 40, 48, 48],
    info: { title: `Receipt ${doc.number}` },
    ...(doc.cancelled && {
      watermark: { text: 'ยกเลิก', color: 'red', opacity: 0.25, bold: true, font: 'Sarabun', fontSize: 120 },
    }),
    content: [
      communityHeading(doc.community, [
        { text: 'ใบเสร็จรับเงิน', fontSize: 20, bold: true, alignment: 'right' },
        { text: 'RECEIPT', alignment: 'right', color: '#555' },
        { text: `เลขที่ ${doc.number}`, alignment: 'right', bold: true, margin: [0, 6, 0, 0] },
        { text: `วันที่ ${when(doc.issuedAt)}`, alignment: 'right' },
        doc.revision ? { text: `ฉบับแก้ไขครั้งที่ ${doc.revision}`, alignment: 'right', color: '#b45309' } : '',
      ]),
      { stack: payer, margin: [0, 16, 0, 12] },
      {
        table: {
          headerRows: 1,
          widths: [30, '*', 110],
          body: [
            [
              { text: 'ลำดับ', bold: true, alignment: 'center' },
              { text: 'รายการ', bold: true },
              { text: 'จำนวนเงิน (บาท)', bold: true, alignment: 'right' },
            ],
            ...rows,
            [{ text: 'รวมทั้งสิ้น', bold: true, colSpan: 2, alignment: 'right' }, '', amountCell(total)],
            [{ text: `(${bahtText(total)})`, colSpan: 3, alignment: 'center' }, '', ''],
          ],
        },
        layout: 'lightHorizontalLines',
      },
      {
        margin: [0, 14, 0, 0],
        text: [
          { text: 'ชำระโดย  ', bold: true },
          PAYMENT_METHOD_TH[doc.payment.method],
          doc.payment.detail ? ` (${doc.payment.detail})` : '',
          `  เมื่อ ${when(doc.payment.paidAt)}`,
        ],
      },
      {
        margin: [0, 40, 0, 0],
        alignment: 'right',
        stack: ['ลงชื่อ ........................................ ผู้รับเงิน', `(${doc.verifiedBy})`],
      },
      doc.cancelled ? cancelledBox(doc.cancelled, when) : '',
    ],
  };
}

function amountCell(satang: number): PdfNode {
  return { text: formatBaht(satang), bold: true, alignment: 'right' };
}

function cancelledBox(cancelled: { at: Date; reason: string }, when: (d: Date) => string): PdfNode {
  return {
    margin: [0, 24, 0, 0],
    table: {
      widths: ['*'],
      body: [
        [
          {
            color: 'red',
            stack: [
              { text: `ยกเลิกเมื่อ ${when(cancelled.at)}`, bold: true },
              { text: ['เหตุผล: ', pdfText(cancelled.reason)] },
            ],
          },
        ],
      ],
    },
  };
}

/** An A4 receipt; fonts are loaded once per process, not per receipt. */
export function renderReceiptPdf(doc: ReceiptDocument): Promise<Uint8Array> {
  return renderPdf(receiptDefinition(doc));
}
