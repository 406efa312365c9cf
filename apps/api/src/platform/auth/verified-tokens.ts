import { decodeJwt } from 'jose';
import type { AccessClaims } from './jwt';

/**
 * Access tokens whose signature and claims were already checked, until their own expiry: a
 * token is immutable, so checking it again would only repeat the HMAC (a WebCrypto job per
 * request, the largest cost of an authenticated read). Bounded; past the bound it starts over.
 */
export class VerifiedTokens {
  readonly #kept = new Map<string, { claims: AccessClaims; expiresAt: number }>();
  constructor(
    private readonly max = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The token's claims if it was verified and has not expired since. */
  get(token: string): AccessClaims | undefined {
    const kept = this.#kept.get(token);
    if (!kept) return undefined;
    if (kept.expiresAt > this.now()) return kept.claims;
    this.#kept.delete(token);
    return undefined;
  }

  /** Keeps a token that verifyAccess has just accepted; answers its claims. */
  keep(token: string, claims: AccessClaims): AccessClaims {
    const { exp } = decodeJwt(token);
    if (typeof exp !== 'number') return claims;
    if (this.#kept.size >= this.max) this.#kept.clear();
    this.#kept.set(token, { claims, expiresAt: exp * 1000 });
    return claims;
  }
}
