import { createHmac } from 'node:crypto';
import { thaiIdCheckDigit } from '@cc/contracts/vms-id';
import { describe, expect, it } from 'vitest';
import { IdDocumentError, protectIdDocument } from './id-document';

const secretA = new Uint8Array(32).fill(7);
const secretB = new Uint8Array(32).fill(8);
const THAI_ID = '1101700203450';

describe('protecting an ID document', () => {
  it('keeps only the type, the last four and a keyed hash', () => {
    const kept = protectIdDocument(secretA, { type: 'THAI_ID', number: '1-1017-00203-45-0' });
    expect(Object.keys(kept).sort()).toEqual(['hash', 'last4', 'type']);
    expect(kept).toMatchObject({ type: 'THAI_ID', last4: '3450' });
    const expected = createHmac('sha256', secretA).update(`THAI_ID:${THAI_ID}`).digest('base64url');
    expect(kept.hash).toBe(expected);
    expect(JSON.stringify(kept)).not.toContain(THAI_ID);
  });

  it('matches the same card however it was typed', () => {
    const typed = ['1101700203450', '1 1017 00203 45 0', '1-1017-00203-45-0'];
    const hashes = new Set(
      typed.map((number) => protectIdDocument(secretA, { type: 'THAI_ID', number }).hash),
    );
    expect(hashes.size).toBe(1);
    expect(protectIdDocument(secretA, { type: 'PASSPORT', number: 'aa 123-4567' })).toEqual(
      protectIdDocument(secretA, { type: 'PASSPORT', number: 'AA1234567' }),
    );
  });

  it('gives other communities and other document types other hashes', () => {
    const a = protectIdDocument(secretA, { type: 'DRIVING_LICENCE', number: '12345678' });
    const b = protectIdDocument(secretB, { type: 'DRIVING_LICENCE', number: '12345678' });
    const other = protectIdDocument(secretA, { type: 'OTHER', number: '12345678' });
    expect(new Set([a.hash, b.hash, other.hash]).size).toBe(3);
  });

  it('never holds a 13-digit run, across many valid Thai IDs', () => {
    for (let n = 0; n < 2_000; n++) {
      const first12 = String(110_000_000_000 + n * 7_919_333).padStart(12, '0');
      const id = `${first12}${thaiIdCheckDigit(first12)}`;
      const kept = protectIdDocument(secretA, { type: 'THAI_ID', number: id });
      expect(JSON.stringify(kept)).not.toMatch(/\d{13}/);
    }
  });

  it('refuses an invalid number and names the problem', () => {
    const run = () => protectIdDocument(secretA, { type: 'THAI_ID', number: '1101700203451' });
    expect(run).toThrow(IdDocumentError);
    expect(run).toThrow(expect.objectContaining({ code: 'INVALID_ID_NUMBER' }));
    expect(() => protectIdDocument(secretA, { type: 'THAI_ID', number: '110170020345' })).toThrow(
      'A Thai ID number has 13 digits',
    );
  });

  it('refuses a secret too short to be a key', () => {
    expect(() => protectIdDocument(new Uint8Array(16), { type: 'THAI_ID', number: THAI_ID })).toThrow(
      expect.objectContaining({ code: 'WEAK_SECRET' }),
    );
  });
});
