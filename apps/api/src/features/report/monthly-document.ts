import type { PdfNode } from 'pdfmake';
import type { Row } from 'write-excel-file/node';
import type { MonthFigure } from '../../platform/feature/monthly-figures';
import { headerCell } from '../../platform/files/spreadsheet';
import { pdfText } from '../../platform/pdf/pdf-setup';
import { formatBaht, thaiDate } from '../../platform/pdf/thai-text';
import type { MonthlyFigures } from './monthly-report';

type Lang = 'th' | 'en';

const WORDS = {
  th: {
    title: 'รายงานประจำเดือนสำหรับคณะกรรมการ',
    month: 'ประจำเดือน',
    printed: 'พิมพ์เมื่อ',
    figure: 'รายการ',
    value: 'จำนวน',
    none: 'ไม่มีข้อมูลของระบบที่ท่านมีสิทธิ์ดู',
    baht: 'บาท',
  },
  en: {
    title: "Committee's monthly report",
    month: 'Month',
    printed: 'Printed',
    figure: 'Figure',
    value: 'Value',
    none: 'No feature you may read has figures',
    baht: 'THB',
  },
} as const;

/** "พฤศจิกายน 2569" or "November 2026": the month's name as the language writes it. */
export function monthName(month: string, lang: Lang): string {
  const first = new Date(`${month}-15T00:00:00Z`);
  return lang === 'th'
    ? new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(first)
    : new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(first);
}

/** A figure as printed: money in baht from satang, a share as a percentage, hours to one place. */
export function figureText(f: MonthFigure, lang: Lang): string {
  switch (f.unit) {
    case 'satang':
      return `${formatBaht(f.value)} ${WORDS[lang].baht}`;
    case 'share':
      return `${(f.value * 100).toFixed(1)}%`;
    case 'hours':
      return f.value.toFixed(1);
    default:
      return f.value.toLocaleString('en-US');
  }
}

/** The report as a pdfmake definition: a heading, then a table per feature. */
export function monthlyDocument(m: MonthlyFigures, lang: Lang, printedAt: Date): PdfNode {
  const w = WORDS[lang];
  const printed = lang === 'th' ? thaiDate(printedAt, m.timeZone) : printedAt.toISOString().slice(0, 10);
  return {
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 40],
    info: { title: `${w.title} ${m.month}` },
    content: [
      { text: m.communityName, fontSize: 16, bold: true },
      { text: w.title, fontSize: 14, bold: true, margin: [0, 4, 0, 0] },
      { text: `${w.month} ${monthName(m.month, lang)} · ${w.printed} ${printed}`, margin: [0, 2, 0, 12] },
      ...(m.sections.length === 0 ? [{ text: w.none }] : []),
      ...m.sections.map((s) => ({
        stack: [
          { text: s.title[lang], fontSize: 13, bold: true, margin: [0, 8, 0, 4] },
          {
            table: {
              headerRows: 1,
              widths: ['*', 140],
              body: [
                [
                  { text: w.figure, bold: true },
                  { text: w.value, bold: true, alignment: 'right' },
                ],
                ...s.figures.map((f) => [
                  pdfText(f[lang]),
                  { text: figureText(f, lang), alignment: 'right' },
                ]),
              ],
            },
            layout: 'lightHorizontalLines',
          },
        ],
        unbreakable: true,
      })),
    ],
  } as PdfNode;
}

/** The report as a workbook: a sheet per feature (money as baht with satang, for sums in Excel). */
export function monthlyWorkbook(m: MonthlyFigures): { sheet: string; data: Row[] }[] {
  const sheets = m.sections.map((s) => ({
    sheet: s.title.en.slice(0, 31),
    data: [
      [headerCell('รายการ', 'Figure'), headerCell('จำนวน', 'Value'), headerCell('หน่วย', 'Unit')],
      ...s.figures.map((f) => [
        `${f.th} / ${f.en}`,
        f.unit === 'satang' ? f.value / 100 : f.value,
        f.unit === 'satang' ? 'THB' : f.unit,
      ]),
    ] as Row[],
  }));
  return sheets.length ? sheets : [{ sheet: 'Report', data: [[headerCell('ไม่มีข้อมูล', 'No figures')]] }];
}
