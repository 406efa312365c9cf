import type { PdfContent, PdfNode } from 'pdfmake';
import { parse } from 'promptparse';
import { satangToAmountText } from '../../../platform/payment/promptpay-payload';
import {
  type CommunityHeading,
  communityHeading,
  type DocumentLine,
  sumLines,
} from '../../../platform/pdf/document-parts';
import { pdfQr, pdfText, renderPdf } from '../../../platform/pdf/pdf-setup';
import { bahtText, clipText, formatBaht, thaiDate } from '../../../platform/pdf/thai-text';

/**
 * One bill (ใบแจ้งหนี้) as printed: `period` is the Gregorian year and month it charges for.
 * `promptPayPayload` (from promptPayPayload) is drawn as the QR; it must ask for the amount due,
 * which is the total unless `amountDueSatang` says less is left to pay.
 */
export type BillDocument = {
  community: CommunityHeading;
  number: string;
  unitNo: string;
  residentName?: string;
  period: { year: number; month: number };
  issuedAt: Date;
  dueDate: Date;
  timeZone: string;
  lines: DocumentLine[];
  amountDueSatang?: number;
  promptPayPayload?: string;
};

/**
 * A portrait A4 page (841.9 pt tall) holds two landscape A5 bills. Each half is a fixed-height
 * cell, so exactly two fit a page and the dashed cut line falls at the middle (24 + 385 + 12 pt).
 */
const PAGE_MARGIN = 24;
const HALF_HEIGHT = 385;
const MAX_LINES = 8;
/** A description longer than about one line of its column is cut, so a half never outgrows its cell. */
const MAX_DESCRIPTION = 60;

/** Bills two to an A4 page with a cut line between them: 10 bills print on 5 pages. */
export function renderBillsPdf(bills: BillDocument[]): Promise<Uint8Array> {
  if (bills.length === 0) throw new RangeError('no bills to print');
  const content: PdfContent[] = bills.map((bill, i) => {
    const half: PdfNode = {
      table: { widths: ['*'], heights: [HALF_HEIGHT], body: [[billBlock(bill)]] },
      layout: 'noBorders',
      ...(i % 2 === 0 && i > 0 && { pageBreak: 'before' }),
    };
    return i % 2 === 0 && i < bills.length - 1 ? [half, cutLine()] : half;
  });
  return renderPdf({
    pageSize: 'A4',
    pageMargins: [PAGE_MARGIN, PAGE_MARGIN, PAGE_MARGIN, 0],
    info: { title: bills.length === 1 ? `Bill ${bills[0]!.number}` : `${bills.length} bills` },
    defaultStyle: { fontSize: 10 },
    content,
  });
}

/** The dashed line across the page between the two halves, with scissors wording. */
function cutLine(): PdfContent {
  return {
    margin: [0, 8, 0, 8],
    stack: [
      { canvas: [{ type: 'line', x1: 0, y1: 4, x2: 547, y2: 4, dash: { length: 4 }, lineColor: '#999' }] },
      { text: 'ตัดตามรอยเส้นประ', fontSize: 7, color: '#999', alignment: 'center' },
    ],
  };
}

/** One bill's content; more than MAX_LINES lines are summed into one "other items" line. */
export function billBlock(bill: BillDocument): PdfNode {
  const total = sumLines(bill.lines);
  const due = bill.amountDueSatang ?? total;
  if (bill.promptPayPayload) assertQrAmount(bill.promptPayPayload, due);
  const when = (date: Date) => thaiDate(date, bill.timeZone);
  const shown = bill.lines.length > MAX_LINES ? foldLines(bill.lines) : bill.lines;
  const period = new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(bill.period.year, bill.period.month - 1, 15)));
  const lines = shown.map((line) => [
    pdfText(clipText(line.description, MAX_DESCRIPTION)),
    { text: formatBaht(line.amountSatang), alignment: 'right' },
  ]);
  const table = {
    table: {
      headerRows: 1,
      widths: ['*', 90],
      body: [
        [
          { text: 'รายการ', bold: true },
          { text: 'จำนวนเงิน (บาท)', bold: true, alignment: 'right' },
        ],
        ...lines,
        [
          { text: 'รวม', bold: true, alignment: 'right' },
          { text: formatBaht(total), bold: true, alignment: 'right' },
        ],
        ...(due !== total
          ? [
              [
                { text: 'ยอดค้างชำระ', bold: true, alignment: 'right' },
                { text: formatBaht(due), bold: true, alignment: 'right' },
              ],
            ]
          : []),
        [{ text: `(${bahtText(due)})`, colSpan: 2, alignment: 'center' }, ''],
      ],
    },
    layout: 'lightHorizontalLines',
  };
  const qr: PdfContent = bill.promptPayPayload
    ? {
        width: 150,
        alignment: 'center',
        stack: [
          pdfQr(bill.promptPayPayload, 130),
          { text: 'สแกนจ่ายด้วยพร้อมเพย์', margin: [0, 4, 0, 0] },
          { text: `${formatBaht(due)} บาท`, bold: true },
        ],
      }
    : { width: 150, text: '' };
  return {
    stack: [
      communityHeading(bill.community, [
        { text: 'ใบแจ้งหนี้', fontSize: 16, bold: true, alignment: 'right' },
        { text: `เลขที่ ${bill.number}`, alignment: 'right', bold: true },
        { text: `ประจำเดือน ${period}`, alignment: 'right' },
        { text: `วันที่ออก ${when(bill.issuedAt)}`, alignment: 'right' },
        { text: `กำหนดชำระ ${when(bill.dueDate)}`, alignment: 'right', bold: true },
      ]),
      {
        margin: [0, 8, 0, 6],
        text: [
          { text: 'ห้องชุดเลขที่ ', bold: true },
          bill.unitNo,
          bill.residentName ? `   ${bill.residentName}` : '',
        ],
      },
      { columns: [{ width: '*', stack: [table] }, qr], columnGap: 16 },
    ],
  };
}

function foldLines(lines: DocumentLine[]): DocumentLine[] {
  const kept = lines.slice(0, MAX_LINES - 1);
  const rest = lines.slice(MAX_LINES - 1);
  return [...kept, { description: `รายการอื่น ${rest.length} รายการ`, amountSatang: sumLines(rest) }];
}

/** A printed QR that asks for another amount than the bill says would be a costly misprint. */
function assertQrAmount(payload: string, dueSatang: number) {
  const amount = parse(payload, true)?.getTagValue('54');
  if (amount !== satangToAmountText(dueSatang)) {
    throw new RangeError(
      `the QR asks for ${amount ?? 'no amount'}, the bill for ${satangToAmountText(dueSatang)}`,
    );
  }
}
