import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { plainText } from '../../../platform/pdf/pdf-setup';
import { sampleReceipt } from './document-fixtures';
import { receiptDefinition, receiptNumber, renderReceiptPdf } from './receipt-pdf';

async function pdfPages(bytes: Uint8Array) {
  const pdf = await getDocumentProxy(bytes);
  const { text, totalPages } = await extractText(pdf, { mergePages: false });
  return { text: text.join('\n'), totalPages };
}

describe('renderReceiptPdf', () => {
  it('prints the number, unit and amounts (Latin and digits survive extraction)', async () => {
    const bytes = await renderReceiptPdf(sampleReceipt());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const { text, totalPages } = await pdfPages(bytes);
    expect(totalPages).toBe(1);
    for (const piece of [
      'RC2568-000042',
      'A-1203',
      'BL2568-001203',
      '1,592.50',
      '288.00',
      '500.00',
      '2,380.50',
    ]) {
      expect(text).toContain(piece);
    }
    expect(text).toContain('0105561234567');
  });

  it('words the receipt in Thai, with the revision and the amount in words', () => {
    const text = plainText(receiptDefinition(sampleReceipt({ revision: 2 })));
    expect(text).toContain('ใบเสร็จรับเงิน');
    expect(text).toContain('วันที่ 27 พฤศจิกายน 2568');
    expect(text).toContain('ฉบับแก้ไขครั้งที่ 2');
    expect(text).toContain('(สองพันสามร้อยแปดสิบบาทห้าสิบสตางค์)');
    expect(text).toContain('นิติบุคคลอาคารชุดริเวอร์ไซด์คอนโดมิเนียม');
    expect(text).toContain('พร้อมเพย์');
    expect(text).toContain('นายตรวจ สอบดี');
    expect(plainText(receiptDefinition(sampleReceipt()))).not.toContain('ฉบับแก้ไข');
  });

  it('stamps a cancelled receipt with the reason and keeps its number', async () => {
    const cancelled = sampleReceipt({
      cancelled: { at: new Date('2025-11-28T03:00:00Z'), reason: 'ชำระซ้ำ คืนเงินแล้ว' },
    });
    const definition = receiptDefinition(cancelled);
    expect(definition.watermark).toMatchObject({ text: 'ยกเลิก' });
    expect(plainText(definition)).toContain('ยกเลิกเมื่อ 28 พฤศจิกายน 2568');
    expect(plainText(definition)).toContain('ชำระซ้ำ คืนเงินแล้ว');
    const { text } = await pdfPages(await renderReceiptPdf(cancelled));
    expect(text).toContain('RC2568-000042');
  });

  it('refuses amounts that are not whole satang', () => {
    const bad = sampleReceipt({ lines: [{ description: 'x', amountSatang: 10.5 }] });
    expect(() => receiptDefinition(bad)).toThrow(RangeError);
  });
});

describe('receiptNumber', () => {
  it('numbers per Buddhist-era year with six digits', () => {
    expect(receiptNumber(2568, 1)).toBe('RC2568-000001');
    expect(receiptNumber(2569, 123_456)).toBe('RC2569-123456');
    expect(receiptNumber(2569, 1_234_567)).toBe('RC2569-1234567');
    for (const [year, seq] of [
      [2025, 1],
      [2568, 0],
      [2568, 1.5],
    ] as const) {
      expect(() => receiptNumber(year, seq)).toThrow(RangeError);
    }
  });
});
