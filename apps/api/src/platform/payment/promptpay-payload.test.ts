import { parse } from 'promptparse';
import { anyId, billPayment } from 'promptparse/validate';
import { describe, expect, it } from 'vitest';
import {
  promptPayPayload,
  satangToAmountText,
  thaiTaxIDCheckDigit,
  validPromptPayID,
} from './promptpay-payload';

/** Small seeded generator (mulberry32) so a failing amount is reproducible. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** CRC-16/CCITT-FALSE written out here, so the check does not trust the library that made it. */
function crc16(text: string) {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'latin1')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

const toSatang = (text: string) => {
  const [baht, cents] = text.split('.');
  return Number(baht) * 100 + Number(cents);
};

describe('promptPayPayload', () => {
  it('gives 1,000 random amounts back exactly, with a valid CRC', () => {
    const random = seeded(20_251_127);
    for (let i = 0; i < 1000; i++) {
      // Spread over magnitudes: 1 satang up to ten million baht.
      const satang = 1 + Math.floor(random() * 10 ** (1 + Math.floor(random() * 9)));
      const payload = promptPayPayload({ kind: 'PHONE', id: '0812345678' }, satang);
      const qr = parse(payload, true);
      expect(qr, payload).not.toBeNull();
      expect(toSatang(qr!.getTagValue('54')!)).toBe(satang);
      expect(payload.slice(-4)).toBe(crc16(payload.slice(0, -4)));
    }
  });

  it('formats satang with integer arithmetic only', () => {
    expect(satangToAmountText(1)).toBe('0.01');
    expect(satangToAmountText(2015)).toBe('20.15');
    expect(satangToAmountText(100)).toBe('1.00');
    expect(satangToAmountText(1_000_000_29)).toBe('1000000.29');
    expect(satangToAmountText(999_999_999_999)).toBe('9999999999.99');
    for (const bad of [0, -1, 1.5, Number.NaN, 1e12, 2 ** 53])
      expect(() => satangToAmountText(bad)).toThrow();
  });

  it('matches fixed vectors', () => {
    expect(promptPayPayload({ kind: 'PHONE', id: '0801111111' }, 2015)).toBe(
      '00020101021229370016A000000677010111011300668011111115303764540520.155802TH63042EFA',
    );
    const bill = promptPayPayload({ kind: 'BILLER', billerID: '010555512345601' }, 123_450, {
      ref1: 'bl2568-000123',
      ref2: '99/12',
    });
    expect(billPayment(bill)).toEqual({
      billerId: '010555512345601',
      ref1: 'BL2568000123',
      ref2: '9912',
      amount: 1234.5,
    });
    expect(bill).toContain('010212');
    expect(bill.slice(-4)).toBe(crc16(bill.slice(0, -4)));
  });

  it('addresses tax IDs and e-wallets through AnyID', () => {
    const tax = promptPayPayload({ kind: 'TAX_ID', id: '1234567890121' }, 50_000);
    expect(anyId(tax)).toEqual({ type: 'NATID', target: '1234567890121', amount: 500 });
    const wallet = promptPayPayload({ kind: 'EWALLET', id: '140000812345678' }, 99);
    expect(anyId(wallet)).toEqual({ type: 'EWALLETID', target: '140000812345678', amount: 0.99 });
  });

  it('refuses bad IDs and a biller bill without a reference', () => {
    expect(() => promptPayPayload({ kind: 'PHONE', id: '812345678' }, 100)).toThrow();
    expect(() => promptPayPayload({ kind: 'BILLER', billerID: '010555512345601' }, 100)).toThrow();
    expect(() =>
      promptPayPayload({ kind: 'BILLER', billerID: '010555512345601' }, 100, { ref1: '--' }),
    ).toThrow();
  });
});

describe('validPromptPayID', () => {
  it('checks each kind', () => {
    expect(validPromptPayID('PHONE', '0812345678')).toBe(true);
    expect(validPromptPayID('PHONE', '1812345678')).toBe(false);
    expect(validPromptPayID('PHONE', '081234567')).toBe(false);
    expect(validPromptPayID('TAX_ID', '1234567890121')).toBe(true);
    expect(validPromptPayID('TAX_ID', '1234567890122')).toBe(false);
    expect(validPromptPayID('TAX_ID', '123456789012')).toBe(false);
    expect(validPromptPayID('EWALLET', '140000812345678')).toBe(true);
    expect(validPromptPayID('EWALLET', '14000081234567')).toBe(false);
    expect(validPromptPayID('BILLER', '010555512345601')).toBe(true);
    expect(validPromptPayID('BILLER', '01055551234560A')).toBe(false);
  });

  it('computes the Thai check digit', () => {
    // 1-2345-67890-12-?: weights 13..2 give 352, 352 mod 11 = 0, (11 - 0) mod 10 = 1.
    expect(thaiTaxIDCheckDigit('123456789012')).toBe(1);
  });
});
