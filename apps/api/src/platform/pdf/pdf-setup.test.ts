import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { pdfQr, pdfText, renderPdf } from './pdf-setup';
import { ZWSP } from './thai-text';

describe('Thai line breaking in the PDF', () => {
  /** Lines of page 1, grouped by baseline; the invisible break marks are dropped. */
  async function lines(content: unknown) {
    const bytes = await renderPdf({
      pageSize: 'A5',
      content: [{ columns: [{ width: 90, stack: [content] }] }],
    });
    const page = await (await getDocumentProxy(bytes)).getPage(1);
    const byY = new Map<number, string>();
    for (const item of (await page.getTextContent()).items as { str: string; transform: number[] }[]) {
      const y = Math.round(item.transform[5]!);
      byY.set(y, (byY.get(y) ?? '') + item.str.replaceAll(String.fromCharCode(0), '').replaceAll(ZWSP, ''));
    }
    return [...byY.values()].filter(Boolean);
  }

  // Words without marks above or below, so extraction gives the letters back in order.
  const words = Array.from({ length: 20 }, (_, i) => (i % 2 ? 'กรรมการ' : 'ตลาด')).join('');

  it('wraps only between words once the boundaries are marked', async () => {
    const wrapped = await lines(pdfText(words));
    expect(wrapped.length).toBeGreaterThan(3);
    for (const line of wrapped) expect(line).toMatch(/^(ตลาด|กรรมการ)+$/);
  });

  it('cuts words apart without the marks (what the marks are for)', async () => {
    const wrapped = await lines(words);
    expect(wrapped.some((line) => !/^(ตลาด|กรรมการ)+$/.test(line))).toBe(true);
  });
});

describe('pdfQr', () => {
  it('is a centred pdfmake qr node that renders', async () => {
    const node = pdfQr('https://example.com/r/42', 100);
    expect(node).toEqual({ qr: 'https://example.com/r/42', fit: 100, eccLevel: 'M', alignment: 'center' });
    const bytes = await renderPdf({ content: [node] });
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
  });

  it('refuses an empty value', () => {
    expect(() => pdfQr('', 100)).toThrow(RangeError);
  });
});
