import { describe, expect, it } from 'vitest';
import { AppError } from '../app-error';
import { decodeInstantKey, encodeKey } from './keyset';

const refused = (key: string) => {
  try {
    decodeInstantKey(key);
  } catch (e) {
    return e instanceof AppError && e.code === 'BAD_LAST_KEY';
  }
  return false;
};

describe('an (instant, uuid) lastKey', () => {
  it('reads back the key a page made', () => {
    const id = '0190a4c2-7b1e-7c3d-9f00-1234567890ab';
    expect(decodeInstantKey(encodeKey(['2026-11-28T07:00:00.000Z', id]))).toEqual([
      new Date('2026-11-28T07:00:00.000Z'),
      id,
    ]);
    expect(decodeInstantKey(undefined)).toBeUndefined();
  });

  it('refuses a date that is no date, an id that is no uuid, and anything else', () => {
    const id = '0190a4c2-7b1e-7c3d-9f00-1234567890ab';
    expect(refused(encodeKey(['2024-99-99', null]))).toBe(true);
    expect(refused(encodeKey(['2024-99-99', id]))).toBe(true);
    expect(refused(encodeKey(['2026-11-28T07:00:00.000Z', 'x']))).toBe(true);
    expect(refused(encodeKey([12, id]))).toBe(true);
    expect(refused('not base64 json')).toBe(true);
  });
});
