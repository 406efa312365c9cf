import {
  type CryptoKey,
  errors,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JWK,
  jwtVerify,
  SignJWT,
} from 'jose';
import { z } from 'zod';
import { packId, unpackId } from './compact-id';

/**
 * A guest pass is a QR code the resident sends to a visitor: a JWT signed with the community's
 * own Ed25519 key (EdDSA), so the gate can trust what it says without a lookup, and a pass made
 * for one community is worthless at another (its key does not verify it, and its community
 * claim does not match).
 *
 * The token is kept short for a QR code: no issuer, audience or issue time, one-letter claims,
 * UUIDs packed to 22 characters, and the window as the standard `nbf` / `exp` seconds. The window
 * is to the second: valid from `validFrom` (rounded down) until just before `validTo` (rounded
 * up), so rounding never shortens a pass.
 *
 * Verification never throws for a token a person could present: it answers valid, not yet valid
 * (with the instant it starts), expired, or altered or foreign. Only a claimed window is
 * reported for a signed token; an unsigned or re-signed one tells nothing.
 * Counting entries against `entries` is the gate's record, not the token's: a token cannot know
 * how often it was shown.
 */
export interface GuestPass {
  communityID: string;
  passID: string;
  unitID: string;
  validFrom: Date;
  validTo: Date;
  /** How many times the pass may let the visitor in. */
  entries: number;
}

export const GUEST_PASS_ENTRIES_MAX = 100;
const ALG = 'EdDSA';

export type GuestPassCheck =
  | { status: 'valid'; pass: GuestPass }
  | { status: 'not-yet-valid'; validFrom: Date; pass: GuestPass }
  | { status: 'expired'; validTo: Date; pass: GuestPass }
  | { status: 'altered-or-foreign' };

/** A pass that cannot be issued as asked (a caller's mistake, not a visitor's). */
export class GuestPassError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GuestPassError';
  }
}

/** A new community key pair as JWKs, to keep in the community's settings (the private one secret). */
export async function newGuestPassKeys(): Promise<{ privateJwk: JWK; publicJwk: JWK }> {
  const { privateKey, publicKey } = await generateKeyPair(ALG, { extractable: true });
  return { privateJwk: await exportJWK(privateKey), publicJwk: await exportJWK(publicKey) };
}

export async function importGuestPassKey(jwk: JWK): Promise<CryptoKey> {
  return (await importJWK(jwk, ALG)) as CryptoKey;
}

const toSeconds = (d: Date, round: (n: number) => number) => round(d.getTime() / 1000);

export async function signGuestPass(privateKey: CryptoKey, pass: GuestPass): Promise<string> {
  const nbf = toSeconds(pass.validFrom, Math.floor);
  const exp = toSeconds(pass.validTo, Math.ceil);
  if (!Number.isFinite(nbf) || !Number.isFinite(exp) || exp <= nbf) {
    throw new GuestPassError('A pass must end after it starts');
  }
  if (!Number.isInteger(pass.entries) || pass.entries < 1 || pass.entries > GUEST_PASS_ENTRIES_MAX) {
    throw new GuestPassError(`A pass allows 1 to ${GUEST_PASS_ENTRIES_MAX} entries`);
  }
  for (const id of [pass.communityID, pass.passID, pass.unitID]) {
    if (!id) throw new GuestPassError('A pass names its community, pass and unit');
  }
  const claims = {
    c: packId(pass.communityID),
    p: packId(pass.passID),
    u: packId(pass.unitID),
    n: pass.entries,
  };
  return new SignJWT(claims)
    .setProtectedHeader({ alg: ALG })
    .setNotBefore(nbf)
    .setExpirationTime(exp)
    .sign(privateKey);
}

const claimsSchema = z.object({
  c: z.string(),
  p: z.string(),
  u: z.string(),
  n: z.number().int().min(1).max(GUEST_PASS_ENTRIES_MAX),
  nbf: z.number().int(),
  exp: z.number().int(),
});

/** The pass a verified payload names, or null when it is not one this module signed. */
function passOf(payload: unknown, communityID: string): GuestPass | null {
  const claims = claimsSchema.safeParse(payload);
  if (!claims.success) return null;
  const { c, p, u, n, nbf, exp } = claims.data;
  const [community, passID, unitID] = [unpackId(c), unpackId(p), unpackId(u)];
  if (community !== communityID || !passID || !unitID) return null;
  return {
    communityID: community,
    passID,
    unitID,
    validFrom: new Date(nbf * 1000),
    validTo: new Date(exp * 1000),
    entries: n,
  };
}

const FOREIGN = { status: 'altered-or-foreign' } as const;

/** What the gate should make of a scanned token, for `communityID` whose public key is given. */
export async function verifyGuestPass(
  publicKey: CryptoKey,
  token: string,
  communityID: string,
  now: Date = new Date(),
): Promise<GuestPassCheck> {
  try {
    const { payload } = await jwtVerify(token, publicKey, {
      algorithms: [ALG],
      currentDate: now,
      requiredClaims: ['nbf', 'exp'],
    });
    const pass = passOf(payload, communityID);
    return pass ? { status: 'valid', pass } : FOREIGN;
  } catch (e) {
    // jose checks the signature before the times, so a time error carries a signed payload.
    if (e instanceof errors.JWTExpired) {
      const pass = passOf(e.payload, communityID);
      return pass ? { status: 'expired', validTo: pass.validTo, pass } : FOREIGN;
    }
    if (e instanceof errors.JWTClaimValidationFailed && e.claim === 'nbf') {
      const pass = passOf(e.payload, communityID);
      return pass ? { status: 'not-yet-valid', validFrom: pass.validFrom, pass } : FOREIGN;
    }
    if (e instanceof errors.JOSEError) return FOREIGN;
    throw e;
  }
}
