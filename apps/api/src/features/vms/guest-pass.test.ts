import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { packId, unpackId } from './compact-id';
import {
  type GuestPass,
  GuestPassError,
  importGuestPassKey,
  newGuestPassKeys,
  signGuestPass,
  verifyGuestPass,
} from './guest-pass';

type Key = Awaited<ReturnType<typeof importGuestPassKey>>;
const keys: Record<'aPrivate' | 'aPublic' | 'bPrivate' | 'bPublic', Key> = {} as never;
const bkk = (s: string) => new Date(`${s}+07:00`);
const pass: GuestPass = {
  communityID: 'c1',
  passID: '0b7c9c3e-8f1e-4d0a-9b3c-2f6e1a5d7c90',
  unitID: '6f1d2c3b-4a59-4e8d-b7c6-a5f4e3d2c1b0',
  validFrom: bkk('2026-12-24T09:00:00'),
  validTo: bkk('2026-12-24T18:00:00'),
  entries: 2,
};
let token: string;

beforeAll(async () => {
  const a = await newGuestPassKeys();
  const b = await newGuestPassKeys();
  // Through JWKs, as the keys will be stored and read back from a community's settings.
  keys.aPrivate = await importGuestPassKey(a.privateJwk);
  keys.aPublic = await importGuestPassKey(a.publicJwk);
  keys.bPrivate = await importGuestPassKey(b.privateJwk);
  keys.bPublic = await importGuestPassKey(b.publicJwk);
  token = await signGuestPass(keys.aPrivate, pass);
});

/** The token with its payload replaced and the old signature kept. */
function withPayload(t: string, change: (claims: Record<string, unknown>) => void) {
  const [header, body, signature] = t.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString());
  change(claims);
  return `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
}

describe('guest pass token', () => {
  it('is short enough for a small QR code', async () => {
    // Community ids are a name's slug (at most 32) and 9 more characters: measure the longest.
    const longest = await signGuestPass(keys.aPrivate, {
      ...pass,
      communityID: `${'x'.repeat(32)}-3f2a1b7c`,
    });
    console.log(
      `guest pass token: ${token.length} characters; ${longest.length} for the longest community id`,
    );
    // A version 10 QR code at low error correction holds 271 bytes, version 11 holds 321.
    expect(token.length).toBeLessThanOrEqual(271);
    expect(longest.length).toBeLessThanOrEqual(321);
    expect(token).not.toContain(pass.passID);
  });

  it('is valid inside its window, from its first second', async () => {
    for (const now of [pass.validFrom, bkk('2026-12-24T12:00:00'), bkk('2026-12-24T17:59:59')]) {
      expect(await verifyGuestPass(keys.aPublic, token, 'c1', now)).toEqual({ status: 'valid', pass });
    }
  });

  it('says from when a pass shown early is valid', async () => {
    expect(await verifyGuestPass(keys.aPublic, token, 'c1', bkk('2026-12-24T08:59:59'))).toEqual({
      status: 'not-yet-valid',
      validFrom: pass.validFrom,
      pass,
    });
  });

  it('is expired from the end of its window', async () => {
    for (const now of [pass.validTo, bkk('2026-12-25T09:00:00')]) {
      expect(await verifyGuestPass(keys.aPublic, token, 'c1', now)).toEqual({
        status: 'expired',
        validTo: pass.validTo,
        pass,
      });
    }
  });

  it.each([
    ['more entries', (c: Record<string, unknown>) => Object.assign(c, { n: 99 })],
    ['a later end', (c: Record<string, unknown>) => Object.assign(c, { exp: Number(c.exp) + 86_400 })],
    ['another unit', (c: Record<string, unknown>) => Object.assign(c, { u: packId(pass.passID) })],
  ])('refuses a payload altered for %s', async (_, change) => {
    const altered = withPayload(token, change);
    const now = bkk('2026-12-24T12:00:00');
    expect(await verifyGuestPass(keys.aPublic, altered, 'c1', now)).toEqual({ status: 'altered-or-foreign' });
  });

  it('refuses a pass signed with another key, or by no key', async () => {
    const now = bkk('2026-12-24T12:00:00');
    const other = await signGuestPass(keys.bPrivate, pass);
    expect(await verifyGuestPass(keys.aPublic, other, 'c1', now)).toEqual({ status: 'altered-or-foreign' });
    const unsigned = `${token.split('.').slice(0, 2).join('.')}.`;
    expect(await verifyGuestPass(keys.aPublic, unsigned, 'c1', now)).toEqual({
      status: 'altered-or-foreign',
    });
    const hs = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).sign(new Uint8Array(32));
    expect(await verifyGuestPass(keys.aPublic, hs, 'c1', now)).toEqual({ status: 'altered-or-foreign' });
  });

  it("refuses another community's pass, even one made with the same key", async () => {
    const now = bkk('2026-12-24T12:00:00');
    expect(await verifyGuestPass(keys.bPublic, token, 'c2', now)).toEqual({ status: 'altered-or-foreign' });
    expect(await verifyGuestPass(keys.aPublic, token, 'c2', now)).toEqual({ status: 'altered-or-foreign' });
    // An expired foreign pass says nothing of its window either.
    const late = bkk('2026-12-25T12:00:00');
    expect(await verifyGuestPass(keys.aPublic, token, 'c2', late)).toEqual({ status: 'altered-or-foreign' });
  });

  it.each(['', 'not a token', 'a.b.c', `${'x'.repeat(300)}`])(
    'answers rubbish %j without throwing',
    async (t) => {
      expect(await verifyGuestPass(keys.aPublic, t, 'c1')).toEqual({ status: 'altered-or-foreign' });
    },
  );

  it('refuses to issue a pass that ends before it starts or lets no one in', async () => {
    await expect(signGuestPass(keys.aPrivate, { ...pass, validTo: pass.validFrom })).rejects.toThrow(
      GuestPassError,
    );
    await expect(signGuestPass(keys.aPrivate, { ...pass, entries: 0 })).rejects.toThrow(/1 to 100 entries/);
    await expect(signGuestPass(keys.aPrivate, { ...pass, unitID: '' })).rejects.toThrow(GuestPassError);
  });
});

describe('compact ids', () => {
  it.each([pass.passID, 'c1', 'community-with-dashes', '0B7C9C3E-8F1E-4D0A-9B3C-2F6E1A5D7C90'])(
    'gives %s back exactly',
    (id) => {
      expect(unpackId(packId(id))).toBe(id);
    },
  );

  it('writes a UUID in 22 characters', () => {
    expect(packId(pass.passID)).toHaveLength(22);
  });

  it.each(['', '~', 'short', 'A'.repeat(23)])('refuses %j', (packed) => {
    expect(unpackId(packed)).toBeNull();
  });
});
