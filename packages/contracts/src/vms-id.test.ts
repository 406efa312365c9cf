import { describe, expect, it } from 'vitest';
import { idDocumentSchema, idNumberProblem, normalizeIdNumber, thaiIdCheckDigit } from './vms-id';

/**
 * Valid Thai IDs worked by hand: sum of the first twelve digits times 13..2, then
 * (11 - sum mod 11) mod 10. They cover the two wrap-arounds: sum mod 11 of 0 gives 1, of 1 gives 0.
 */
const VALID_THAI_IDS = [
  ['1101700203450', 'sum 144, mod 11 = 1, check 0'],
  ['3100600123450', 'sum 155, mod 11 = 1, check 0'],
  ['1234567890121', 'sum 352, mod 11 = 0, check 1'],
  ['5000000000001', 'sum 65, mod 11 = 10, check 1'],
  ['8765432109874', 'sum 458, mod 11 = 7, check 4'],
] as const;

describe('Thai national ID', () => {
  it.each(VALID_THAI_IDS)('takes %s (%s)', (id) => {
    expect(thaiIdCheckDigit(id.slice(0, 12))).toBe(Number(id[12]));
    expect(idNumberProblem('THAI_ID', id)).toBeNull();
  });

  it.each(['1-2345-67890-12-1', '1 2345 67890 12 1', ' 1234567890121 ', '1-1017-00203-45-0'])(
    'takes %j typed with dashes or spaces',
    (typed) => {
      expect(idNumberProblem('THAI_ID', typed)).toBeNull();
    },
  );

  it.each(['1234567890120', '1234567890122', '1101700203451', '8765432109870'])(
    'refuses %s: wrong check digit',
    (id) => {
      expect(idNumberProblem('THAI_ID', id)).toMatch(/last digit does not match/);
    },
  );

  it.each(['123456789012', '12345678901212', '', '123456789012X', '1234567890１21'])(
    'refuses %j: not 13 digits',
    (id) => {
      expect(idNumberProblem('THAI_ID', id)).toBe('A Thai ID number has 13 digits');
    },
  );
});

describe('other documents', () => {
  it.each([
    ['PASSPORT', 'aa1234567', null],
    ['PASSPORT', 'AB 12345', null],
    ['PASSPORT', 'A1234', 'A passport number has 6 to 9 letters and digits'],
    ['PASSPORT', 'AA12345678', 'A passport number has 6 to 9 letters and digits'],
    ['PASSPORT', 'AA12345/', 'A passport number has 6 to 9 letters and digits'],
    ['DRIVING_LICENCE', '12345678', null],
    ['DRIVING_LICENCE', '1234', 'A driving licence number has 5 to 15 letters and digits'],
    ['DRIVING_LICENCE', 'ก12345678', 'A driving licence number has 5 to 15 letters and digits'],
    ['OTHER', 'WP-2026-001', null],
    ['OTHER', 'AB', 'A document number has 3 to 30 letters and digits'],
    ['OTHER', 'A'.repeat(31), 'A document number has 3 to 30 letters and digits'],
  ] as const)('%s %j -> %s', (type, number, problem) => {
    expect(idNumberProblem(type, number)).toBe(problem);
  });

  it('normalizes spaces, dashes and case', () => {
    expect(normalizeIdNumber(' aa-12 345\t67 ')).toBe('AA1234567');
  });
});

describe('ID document schema', () => {
  it('answers the normalized number', () => {
    expect(idDocumentSchema.parse({ type: 'THAI_ID', number: '1-2345-67890-12-1' })).toEqual({
      type: 'THAI_ID',
      number: '1234567890121',
    });
  });

  it('puts the problem on the number field', () => {
    const r = idDocumentSchema.safeParse({ type: 'THAI_ID', number: '1234567890120' });
    expect(r.error?.issues[0]).toMatchObject({
      path: ['number'],
      message: expect.stringMatching(/^This Thai ID/),
    });
  });

  it('refuses an unknown type and an overlong input', () => {
    expect(idDocumentSchema.safeParse({ type: 'VISA', number: 'AB123456' }).error?.issues[0]?.message).toBe(
      'Document type must be one of THAI_ID, PASSPORT, DRIVING_LICENCE, OTHER',
    );
    expect(idDocumentSchema.safeParse({ type: 'OTHER', number: '1'.repeat(41) }).success).toBe(false);
  });
});
