import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { type EvidenceListItem, renderEvidenceListPdf } from './evidence-list-pdf';

const item = (i: number, over: Partial<EvidenceListItem> = {}): EvidenceListItem => ({
  paidAt: new Date(Date.UTC(2026, 10, 1, 3, i)),
  unitNo: `A-${String(101 + i)}`,
  billNumber: `INV-${String(i + 1).padStart(6, '0')}`,
  method: 'PROMPTPAY',
  status: 'VERIFIED',
  amountSatang: 100_000 + i,
  reference: `004 REF${i}`,
  note: null,
  ...over,
});

describe('renderEvidenceListPdf', () => {
  it('lists every payment with its unit, bill and amount, and the verified and waiting totals', async () => {
    const items = [
      item(0),
      item(1, { status: 'SUBMITTED', amountSatang: 5_000 }),
      item(2, { billNumber: null }),
    ];
    const pdf = await renderEvidenceListPdf({
      communityName: 'Riverside Condo',
      selection: 'วันที่ 1 พฤศจิกายน 2569',
      printedAt: new Date(Date.UTC(2026, 10, 2)),
      timeZone: 'Asia/Bangkok',
      items,
    });
    const { text } = await extractText(await getDocumentProxy(pdf), { mergePages: true });
    for (const no of ['A-101', 'A-102', 'A-103', 'INV-000001', 'INV-000002', '004 REF0'])
      expect(text).toContain(no);
    expect(text).toContain('1,000.00');
    expect(text).toContain('50.00');
    expect(text).toContain('2,050.02'); // all three
    expect(text).toContain('2,000.02'); // the verified two
    expect(text).toContain('Riverside Condo');
  });

  it('runs onto more pages with the page count at the foot', async () => {
    const items = Array.from({ length: 120 }, (_, i) => item(i));
    const pdf = await getDocumentProxy(
      await renderEvidenceListPdf({
        communityName: 'X',
        selection: 'เดือนพฤศจิกายน 2569',
        printedAt: new Date(),
        timeZone: 'Asia/Bangkok',
        items,
      }),
    );
    expect(pdf.numPages).toBeGreaterThan(2);
    const { text } = await extractText(pdf, { mergePages: false });
    expect(text.at(-1)).toContain('A-220');
    expect(text.at(-1)).toContain(`${pdf.numPages} / ${pdf.numPages}`);
  });
});
