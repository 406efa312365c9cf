import type { PdfContent, PdfNode } from 'pdfmake';
import { type CommunityHeading, communityHeading } from '../../platform/pdf/document-parts';
import { pdfQr, pdfText } from '../../platform/pdf/pdf-setup';
import { bahtText, formatBaht, thaiDate } from '../../platform/pdf/thai-text';
import type { StoredQuoteLine } from './tables';

/** Everything a work order (ใบสั่งงานซ่อม) prints, as plain data; photos as JPEG or PNG bytes. */
export interface WorkOrder {
  community: CommunityHeading;
  no: number;
  filedAt: Date;
  timeZone: string;
  /** What the QR code opens: the request in the console. */
  link: string;
  unit: string;
  resident: { name: string; phone: string | null };
  mayEnterWhenAbsent: boolean;
  preferredTimes: string | null;
  category: string;
  description: string;
  photos: { bytes: Buffer; type: 'jpeg' | 'png' }[];
  slot: { startsAt: Date; endsAt: Date } | null;
  technician: { name: string; phone: string | null } | null;
  quote: { lines: StoredQuoteLine[]; totalSatang: number } | null;
}

const clock = (d: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    d,
  );

/** "วันที่ 27 พฤศจิกายน 2569 เวลา 09:00–12:00": the visit as the technician reads it. */
export const slotText = (slot: WorkOrder['slot'], timeZone: string) =>
  slot
    ? `${thaiDate(slot.startsAt, timeZone)} เวลา ${clock(slot.startsAt, timeZone)}–${clock(slot.endsAt, timeZone)}`
    : 'ยังไม่ได้นัดหมาย';

const label = (th: string, en: string): PdfNode => ({
  text: [{ text: th, bold: true }, `\n${en}`],
  fontSize: 9,
});

function detailsTable(o: WorkOrder): PdfNode {
  const row = (th: string, en: string, value: PdfContent) => [label(th, en), value];
  return {
    table: {
      widths: [90, '*'],
      body: [
        row('ห้อง', 'Unit', { text: o.unit, bold: true }),
        row('ผู้แจ้ง', 'Resident', pdfText(`${o.resident.name}   โทร ${o.resident.phone ?? '-'}`)),
        row(
          'การเข้าห้อง',
          'Entry',
          o.mayEnterWhenAbsent
            ? 'เข้าห้องได้เมื่อผู้แจ้งไม่อยู่ / May enter when absent'
            : 'ต้องมีผู้อยู่ในห้อง / Someone must be home',
        ),
        row('หมวดงาน', 'Category', pdfText(o.category)),
        row('รายละเอียด', 'Description', pdfText(o.description)),
        row('เวลาที่สะดวก', 'Preferred times', pdfText(o.preferredTimes ?? '-')),
        row('นัดหมาย', 'Visit', { text: slotText(o.slot, o.timeZone), bold: true }),
        row(
          'ช่าง',
          'Technician',
          o.technician ? pdfText(`${o.technician.name}   โทร ${o.technician.phone ?? '-'}`) : '-',
        ),
      ],
    },
    layout: 'lightHorizontalLines',
  };
}

function quoteTable(quote: WorkOrder['quote']): PdfNode {
  if (!quote) return { text: 'ยังไม่มีใบเสนอราคา / No quote yet', color: '#555', margin: [0, 8, 0, 0] };
  const head = ['ลำดับ', 'รายการ', 'จำนวน', 'ราคาต่อหน่วย', 'จำนวนเงิน (บาท)'].map((text, i) => ({
    text,
    bold: true,
    alignment: i === 1 ? 'left' : 'right',
  }));
  return {
    margin: [0, 8, 0, 0],
    table: {
      headerRows: 1,
      widths: [30, '*', 60, 80, 90],
      body: [
        head,
        ...quote.lines.map((l, i) => [
          { text: String(i + 1), alignment: 'right' },
          pdfText(l.name),
          { text: `${l.quantity} ${l.unit}`, alignment: 'right' },
          { text: formatBaht(l.unitPriceSatang), alignment: 'right' },
          { text: formatBaht(l.amountSatang), alignment: 'right' },
        ]),
        [
          { text: 'รวมทั้งสิ้น', bold: true, colSpan: 4, alignment: 'right' },
          '',
          '',
          '',
          { text: formatBaht(quote.totalSatang), bold: true, alignment: 'right' },
        ],
        [{ text: `(${bahtText(quote.totalSatang)})`, colSpan: 5, alignment: 'center' }, '', '', '', ''],
      ],
    },
    layout: 'lightHorizontalLines',
  };
}

const signature = (th: string, en: string): PdfNode => ({
  alignment: 'center',
  stack: [
    'ลงชื่อ ..................................',
    '(..................................)',
    `${th} / ${en}`,
    'วันที่ ........../........../..........',
  ],
});

/** One work order on its own page; each after the first starts a new page. */
export function workOrderContent(o: WorkOrder, first: boolean): PdfNode {
  const photos = o.photos.slice(0, 4).map((p) => ({
    image: `data:image/${p.type};base64,${p.bytes.toString('base64')}`,
    fit: [118, 118],
  }));
  return {
    ...(first ? {} : { pageBreak: 'before' }),
    stack: [
      communityHeading(o.community, [
        { text: 'ใบสั่งงานซ่อม', fontSize: 20, bold: true, alignment: 'right' },
        { text: 'WORK ORDER', alignment: 'right', color: '#555' },
        { text: `เลขที่ / No. ${o.no}`, alignment: 'right', bold: true, margin: [0, 6, 0, 0] },
        { text: `วันที่แจ้ง ${thaiDate(o.filedAt, o.timeZone)}`, alignment: 'right' },
      ]),
      {
        margin: [0, 12, 0, 0],
        columns: [
          { width: '*', stack: [detailsTable(o)] },
          {
            width: 100,
            stack: [pdfQr(o.link, 90), { text: 'สแกนเพื่อเปิดงาน', fontSize: 8, alignment: 'center' }],
          },
        ],
        columnGap: 12,
      },
      photos.length ? { margin: [0, 10, 0, 0], columns: photos, columnGap: 8 } : '',
      quoteTable(o.quote),
      {
        margin: [0, 36, 0, 0],
        columns: [
          signature('ช่าง', 'Technician'),
          signature('ผู้แจ้ง', 'Resident'),
          signature('นิติบุคคล', 'Office'),
        ],
      },
    ],
  };
}

/** The work orders as one A4 document, one page each. */
export function workOrdersDefinition(orders: WorkOrder[]): PdfNode {
  return {
    pageSize: 'A4',
    pageMargins: [40, 36, 40, 40],
    info: { title: orders.length === 1 ? `Work order ${orders[0]!.no}` : 'Work orders' },
    content: orders.map((o, i) => workOrderContent(o, i === 0)),
  };
}
