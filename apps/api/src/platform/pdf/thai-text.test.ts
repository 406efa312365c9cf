import { describe, expect, it } from 'vitest';
import { bahtText, buddhistYear, clipText, formatBaht, thaiBreakable, thaiDate, ZWSP } from './thai-text';

describe('bahtText', () => {
  it('reads the amounts a receipt prints', () => {
    expect(bahtText(1)).toBe('หนึ่งสตางค์');
    expect(bahtText(2100)).toBe('ยี่สิบเอ็ดบาทถ้วน');
    expect(bahtText(100_000_025)).toBe('หนึ่งล้านบาทยี่สิบห้าสตางค์');
    expect(bahtText(0)).toBe('ศูนย์บาทถ้วน');
    expect(bahtText(123_450)).toBe('หนึ่งพันสองร้อยสามสิบสี่บาทห้าสิบสตางค์');
    expect(bahtText(1100)).toBe('สิบเอ็ดบาทถ้วน');
    expect(bahtText(10)).toBe('สิบสตางค์');
  });

  it('refuses what is not whole satang', () => {
    for (const bad of [-1, 0.5, Number.NaN]) expect(() => bahtText(bad)).toThrow();
  });
});

describe('formatBaht', () => {
  it('groups baht and keeps two satang digits', () => {
    expect(formatBaht(123_450)).toBe('1,234.50');
    expect(formatBaht(5)).toBe('0.05');
    expect(formatBaht(100_000_000_00)).toBe('100,000,000.00');
    expect(formatBaht(-2500)).toBe('-25.00');
  });
});

describe('thaiBreakable', () => {
  it('puts a zero-width space between Thai words only', () => {
    const text = 'ค่าส่วนกลางประจำเดือนพฤศจิกายน 2568 ห้อง A-1203';
    const out = thaiBreakable(text);
    expect(out.replaceAll(ZWSP, '')).toBe(text);
    expect(out.split(ZWSP)).toEqual(['ค่า', 'ส่วน', 'กลาง', 'ประจำ', 'เดือน', 'พฤศจิกายน 2568 ห้อง A-1203']);
  });

  it('never splits a word, a Latin token or a receipt number', () => {
    expect(thaiBreakable('RC2568-000001')).toBe('RC2568-000001');
    expect(thaiBreakable('นิติบุคคลอาคารชุด')).not.toMatch(/นิ\u200Bติ|บุ\u200Bคคล/);
    for (const word of thaiBreakable('ใบเสร็จรับเงินค่าน้ำประปา').split(ZWSP)) {
      // Each piece starts with a letter that can begin a syllable, never a vowel sign or tone mark.
      expect(word).toMatch(/^[ก-ฮเ-ไ]/);
    }
  });
});

describe('clipText', () => {
  it('cuts at a word boundary, never between a letter and its marks', () => {
    expect(clipText('ค่าน้ำประปา', 20)).toBe('ค่าน้ำประปา');
    expect(clipText('ค่าน้ำประปาตามมิเตอร์', 12)).toBe('ค่าน้ำประปา…');
    expect(clipText('ค่าน้ำประปาตามมิเตอร์', 7)).toBe('ค่าน้ำ…');
    // The first word (ค่าน้ำ) does not fit: cut by letter, น้ำ kept whole rather than "ค่าน้".
    expect(clipText('ค่าน้ำประปาตามมิเตอร์', 6)).toBe('ค่า…');
    expect(clipText('Water meter reading', 12)).toBe('Water meter…');
  });
});

describe('dates', () => {
  it('reads the Buddhist-era year in the community time zone', () => {
    // 31 Dec 2025 20:00 UTC is already 1 Jan 2026 in Bangkok: 2569, not 2568.
    const newYear = new Date('2025-12-31T20:00:00Z');
    expect(buddhistYear(newYear, 'Asia/Bangkok')).toBe(2569);
    expect(buddhistYear(newYear, 'UTC')).toBe(2568);
    expect(thaiDate(new Date('2025-11-27T03:00:00Z'), 'Asia/Bangkok')).toBe('27 พฤศจิกายน 2568');
  });
});
