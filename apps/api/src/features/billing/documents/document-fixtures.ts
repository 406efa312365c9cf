import { promptPayPayload } from '../../../platform/payment/promptpay-payload';
import type { BillDocument } from './bills-pdf';
import type { ReceiptDocument } from './receipt-pdf';

/**
 * Sample documents for tests and the bench: a riverside condominium's receipt and bills, with
 * the long Thai wording real ones carry (addresses, juristic-person names, fee descriptions).
 */
export const RIVERSIDE = {
  name: 'นิติบุคคลอาคารชุดริเวอร์ไซด์คอนโดมิเนียม',
  address: '99/1 ถนนเจริญกรุง แขวงบางคอแหลม เขตบางคอแหลม กรุงเทพมหานคร 10120',
  taxID: '0105561234567',
  phone: '02-123-4567',
};

export function sampleReceipt(overrides: Partial<ReceiptDocument> = {}): ReceiptDocument {
  return {
    community: RIVERSIDE,
    number: 'RC2568-000042',
    issuedAt: new Date('2025-11-27T03:00:00Z'),
    timeZone: 'Asia/Bangkok',
    payer: { name: 'นางสาวสมใจ ใจดี', address: '99/1203 อาคารเอ ชั้น 12', taxID: '1234567890121' },
    unitNo: 'A-1203',
    billNumber: 'BL2568-001203',
    lines: [
      { description: 'ค่าส่วนกลางประจำเดือนพฤศจิกายน 2568 (45.50 ตร.ม. × 35 บาท)', amountSatang: 159_250 },
      { description: 'ค่าน้ำประปา มิเตอร์ 1,234 ถึง 1,250 (16 หน่วย)', amountSatang: 28_800 },
      { description: 'ค่าที่จอดรถยนต์คันที่สอง', amountSatang: 50_000 },
    ],
    payment: {
      method: 'PROMPTPAY',
      paidAt: new Date('2025-11-26T12:30:00Z'),
      detail: 'KBANK 015173143513BPP06952',
    },
    verifiedBy: 'นายตรวจ สอบดี',
    ...overrides,
  };
}

/** Bill `i` of a run: units and amounts vary so QR sizes and line counts vary like a real run. */
export function sampleBill(i: number): BillDocument {
  const unitNo = `${String.fromCharCode(65 + (i % 3))}-${String(100 + (i % 900)).padStart(4, '0')}`;
  const lines = [
    { description: 'ค่าส่วนกลางประจำเดือนพฤศจิกายน 2568', amountSatang: 150_000 + (i % 97) * 1_250 },
    { description: 'ค่าน้ำประปาตามมิเตอร์', amountSatang: 10_000 + (i % 31) * 1_837 },
  ];
  if (i % 4 === 0) lines.push({ description: 'ค่าที่จอดรถยนต์', amountSatang: 50_000 });
  const total = lines.reduce((sum, line) => sum + line.amountSatang, 0);
  const number = `BL2568-${String(i + 1).padStart(6, '0')}`;
  return {
    community: RIVERSIDE,
    number,
    unitNo,
    residentName: 'คุณสมชาย รักดี',
    period: { year: 2025, month: 11 },
    issuedAt: new Date('2025-11-01T02:00:00Z'),
    dueDate: new Date('2025-11-15T02:00:00Z'),
    timeZone: 'Asia/Bangkok',
    lines,
    promptPayPayload: promptPayPayload({ kind: 'BILLER', billerID: '010556123456701' }, total, {
      ref1: number,
      ref2: unitNo,
    }),
  };
}
