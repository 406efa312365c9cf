import { describe, expect, it } from 'vitest';
import { idNumberError, newClientID } from './walk-in-rules';

describe('idNumberError', () => {
  it('accepts a Thai ID with its check digit, dashes and spaces allowed', () => {
    expect(idNumberError('THAI_ID', '1-1037-02345-67-9')).toBeNull();
    expect(idNumberError('THAI_ID', '1103702345679')).toBeNull();
  });

  it('names a wrong check digit apart from a wrong length', () => {
    expect(idNumberError('THAI_ID', '1103702345672')).toBe('walkIn.idChecksum');
    expect(idNumberError('THAI_ID', '12345')).toBe('walkIn.idFormat.THAI_ID');
  });

  it('checks the other documents by their formats', () => {
    expect(idNumberError('PASSPORT', 'aa123456')).toBeNull();
    expect(idNumberError('PASSPORT', 'A1')).toBe('walkIn.idFormat.PASSPORT');
    expect(idNumberError('DRIVING_LICENCE', '12345678')).toBeNull();
    expect(idNumberError('OTHER', 'x!')).toBe('walkIn.idFormat.OTHER');
    expect(idNumberError('OTHER', '1'.repeat(41))).toBe('walkIn.idTooLong');
  });
});

describe('newClientID', () => {
  it('makes a different version 4 UUID each time', () => {
    const a = newClientID();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newClientID()).not.toBe(a);
  });
});
