import { errors, jwtVerify, SignJWT } from 'jose';
import { unauthorized } from '../errors';

export interface AccessClaims {
  /** The user's id. */
  sub: string;
  /** The sign-in session the token belongs to. */
  sid: string;
  email: string;
}

const ISSUER = 'community-console';

export class JwtSigner {
  readonly #key: Uint8Array;
  constructor(
    secret: string,
    readonly accessTtlSeconds: number,
    readonly clientId: string,
  ) {
    this.#key = new TextEncoder().encode(secret);
  }

  signAccess(claims: AccessClaims) {
    return new SignJWT({ sid: claims.sid, email: claims.email, typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuer(ISSUER)
      .setAudience('api')
      .setIssuedAt()
      .setExpirationTime(`${this.accessTtlSeconds}s`)
      .sign(this.#key);
  }

  /** The OpenID-style profile token the console keeps as `id_token`. */
  signId(user: { id: string; email: string; firstname: string; lastname: string; imageUrl: string | null }) {
    return new SignJWT({
      email: user.email,
      given_name: user.firstname,
      family_name: user.lastname,
      picture: user.imageUrl ?? undefined,
      typ: 'id',
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer(ISSUER)
      .setAudience(this.clientId)
      .setIssuedAt()
      .setExpirationTime(`${this.accessTtlSeconds}s`)
      .sign(this.#key);
  }

  async verifyAccess(token: string): Promise<AccessClaims> {
    try {
      const { payload } = await jwtVerify(token, this.#key, {
        issuer: ISSUER,
        audience: 'api',
        algorithms: ['HS256'],
        // A token that never expires would outlive every sign-out: refuse it however it was signed.
        requiredClaims: ['exp', 'sub'],
      });
      if (payload.typ !== 'access' || typeof payload.sid !== 'string' || typeof payload.email !== 'string') {
        throw unauthorized('INVALID_TOKEN');
      }
      return { sub: payload.sub!, sid: payload.sid, email: payload.email };
    } catch (err) {
      if (err instanceof errors.JWTExpired) throw unauthorized('TOKEN_EXPIRED');
      if (err instanceof Error && 'statusCode' in err) throw err;
      throw unauthorized('INVALID_TOKEN');
    }
  }

  /**
   * A short-lived note this server signs for itself (a social sign-in's state, kept in the
   * browser's cookie). Its own audience and `typ` keep it from ever passing as an access token,
   * and one kind of note from passing as another.
   */
  signNote(claims: Record<string, string>, audience: string, ttlSeconds: number) {
    return new SignJWT({ ...claims, typ: 'note' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(this.#key);
  }

  /** The note's claims, or null when it is not ours, not for `audience`, or expired. */
  async verifyNote(token: string, audience: string): Promise<Record<string, unknown> | null> {
    try {
      const { payload } = await jwtVerify(token, this.#key, {
        issuer: ISSUER,
        audience,
        algorithms: ['HS256'],
        requiredClaims: ['exp'],
      });
      return payload.typ === 'note' ? payload : null;
    } catch {
      return null;
    }
  }
}
