import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { promptPayPayload } from '../../../platform/payment/promptpay-payload';
import { plainText } from '../../../platform/pdf/pdf-setup';
import { billBlock, renderBillsPdf } from './bills-pdf';
import { sampleBill } from './document-fixtures';

describe('renderBillsPdf', () => {
  it('prints two bills a page: 10 bills on 5 pages, each with its number, unit and total', async () => {
    const bills = Array.from({ length: 10 }, (_, i) => sampleBill(i));
    const pdf = await getDocumentProxy(await renderBillsPdf(bills));
    const { text, totalPages } = await extractText(pdf, { mergePages: false });
    expect(totalPages).toBe(5);
    expect(text[0]).toContain('BL2568-000001');
    expect(text[0]).toContain('BL2568-000002');
    expect(text[4]).toContain('BL2568-000010');
    expect(text[0]).toContain(bills[0]!.unitNo);
  });

  it('prints an odd count with the last bill alone on its page', async () => {
    const pdf = await getDocumentProxy(await renderBillsPdf([0, 1, 2].map(sampleBill)));
    expect(pdf.numPages).toBe(2);
  });

  it('keeps two bills a page when a bill has many long lines', async () => {
    const long = 'ค่าซ่อมแซมระบบท่อน้ำทิ้งและบำรุงรักษาลิฟต์โดยสารประจำปีตามมติที่ประชุมใหญ่สามัญประจำปี'.repeat(3);
    const crowded = (i: number) => ({
      ...sampleBill(i),
      lines: Array.from({ length: 12 }, () => ({ description: long, amountSatang: 100 })),
      promptPayPayload: undefined,
    });
    const pdf = await getDocumentProxy(await renderBillsPdf([0, 1, 2, 3].map(crowded)));
    expect(pdf.numPages).toBe(2);
  });

  it('words the bill in Thai and draws the PromptPay QR', () => {
    const bill = sampleBill(0);
    const block = billBlock(bill);
    const text = plainText(block);
    expect(text).toContain('ใบแจ้งหนี้');
    expect(text).toContain('ประจำเดือน พฤศจิกายน 2568');
    expect(text).toContain('กำหนดชำระ 15 พฤศจิกายน 2568');
    expect(text).toContain('สแกนจ่ายด้วยพร้อมเพย์');
    expect(JSON.stringify(block)).toContain(`"qr":"${bill.promptPayPayload}"`);
  });

  it('folds a long bill into eight lines and refuses a QR for another amount', () => {
    const bill = sampleBill(1);
    const lines = Array.from({ length: 14 }, (_, i) => ({ description: `รายการ ${i}`, amountSatang: 100 }));
    const long = { ...bill, lines, promptPayPayload: undefined };
    expect(plainText(billBlock(long))).toContain('รายการอื่น 7 รายการ');
    const wrongQr = promptPayPayload({ kind: 'PHONE', id: '0812345678' }, 1);
    expect(() => billBlock({ ...bill, promptPayPayload: wrongQr })).toThrow(/QR asks for 0.01/);
  });
});
