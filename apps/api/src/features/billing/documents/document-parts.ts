import type { PdfContent, PdfNode } from 'pdfmake';
import { pdfText } from './pdf-setup';

/** The issuing juristic person, as printed at the head of a receipt or bill. */
export type CommunityHeading = { name: string; address: string; taxID?: string; phone?: string };

/** One charge: what it is and its amount in satang (a whole number). */
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
