import type { PdfContent, PdfNode } from 'pdfmake';
import { pdfText } from './pdf-setup';

/** The issuing community (juristic person), as printed at the head of its documents. */
export type CommunityHeading = { name: string; address: string; taxID?: string; phone?: string };

/** One charge or quoted item: what it is and its amount in satang (a whole number). */
export type DocumentLine = { description: string; amountSatang: number };

/** Sum of whole-satang lines; refuses fractions and sums past the safe-integer range. */
export function sumLines(lines: DocumentLine[]): number {
  let total = 0;
  for (const line of lines) {
    if (!Number.isSafeInteger(line.amountSatang))
      throw new RangeError(`not whole satang: ${line.amountSatang}`);
    total += line.amountSatang;
  }
  if (!Number.isSafeInteger(total)) throw new RangeError('total out of range');
  return total;
}

/** The community's name, address, tax ID and phone on the left; `right` (title, number, dates) beside it. */
export function communityHeading(community: CommunityHeading, right: PdfContent[]): PdfNode {
  return {
    columns: [
      {
        width: '*',
        stack: [
          { text: community.name, fontSize: 15, bold: true },
          pdfText(community.address),
          community.taxID ? `เลขประจำตัวผู้เสียภาษี ${community.taxID}` : '',
          community.phone ? `โทร ${community.phone}` : '',
        ],
      },
      { width: 190, stack: right },
    ],
  };
}
