import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS } from './common-passwords';
import { assertAcceptablePassword, hashPassword, verifyPassword } from './passwords';

describe('hashPassword and verifyPassword', () => {
  it('hashes with argon2id, salted, and verifies only the right password', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hashPassword('correct horse battery')).not.toBe(hash);
    expect(await verifyPassword(hash, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(hash, 'correct horse batter')).toBe(false);
    expect(await verifyPassword(hash, '')).toBe(false);
  });

  it('answers false, without throwing, for no hash or a broken one', async () => {
    expect(await verifyPassword(null, 'anything')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });
});

describe('assertAcceptablePassword', () => {
  const refused = (password: string, email = 'somchai@demo.test') => {
    try {
      assertAcceptablePassword(password, email);
      return undefined;
    } catch (err) {
      return err;
    }
  };

  it('refuses common passwords in any case', () => {
    for (const p of ['password123', 'qwertyuiop', 'QwertyUIOP', '12345678', 'iloveyou']) {
      expect(refused(p), p).toMatchObject({ statusCode: 400, code: 'WEAK_PASSWORD', message: /too common/ });
    }
    for (const p of COMMON_PASSWORDS) expect(refused(p), p).toBeDefined();
  });

  it('refuses the own e-mail and one repeated character', () => {
    expect(refused('Somchai@Demo.test')).toMatchObject({ code: 'WEAK_PASSWORD' });
    expect(refused('zzzzzzzzzz')).toMatchObject({ code: 'WEAK_PASSWORD' });
    expect(refused('!!!!!!!!')).toMatchObject({ code: 'WEAK_PASSWORD' });
  });

  it('accepts an ordinary strong password', () => {
    for (const p of ['long-and-unusual-42', 'zzzzzzzzzy', 'somchai@demo.test2', 'ทะเลสาบสีครามยามเช้า']) {
      expect(refused(p), p).toBeUndefined();
    }
  });
});
