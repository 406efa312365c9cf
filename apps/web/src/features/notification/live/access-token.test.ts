import { describe, expect, it } from 'vitest';
import { expiresWithin, jwtExpiry } from './access-token';

const jwt = (payload: object) => `h.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.s`;

describe('jwtExpiry', () => {
  it('reads exp, and nothing from a token it cannot read', () => {
    expect(jwtExpiry(jwt({ exp: 1_700_000_000 }))).toBe(1_700_000_000);
    expect(jwtExpiry('nonsense')).toBeNull();
    expect(jwtExpiry(jwt({ sub: 'x' }))).toBeNull();
  });

  it('tells when a token is about to expire', () => {
    const now = 1_700_000_000_000;
    expect(expiresWithin(jwt({ exp: 1_700_000_005 }), 10, now)).toBe(true);
    expect(expiresWithin(jwt({ exp: 1_700_000_600 }), 10, now)).toBe(false);
  });
});
