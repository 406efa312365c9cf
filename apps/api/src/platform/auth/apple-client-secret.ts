import { createPrivateKey, type KeyObject, sign } from 'node:crypto';

/**
 * Sign in with Apple takes no fixed client secret: the client authenticates with a JWT it signs
 * itself (ES256, with the .p8 key Apple issued), naming the team, the key and the Services ID,
 * valid for at most six months. The product signs a fresh one for each code exchange from the
 * key in its configuration, so no operator has to renew a pasted secret twice a year.
 */
export interface AppleKey {
  teamId: string;
  keyId: string;
  /** The .p8 file's PEM text (PKCS#8, P-256); `\n` written as two characters is read as a newline. */
  privateKey: string;
}

const APPLE_AUDIENCE = 'https://appleid.apple.com';
/** Well inside Apple's limit (15,777,000 s): each exchange gets a new one anyway. */
const LIFETIME_S = 5 * 60;

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The key as Node reads it; throws with a readable message when it is not an EC P-256 key. */
export function readAppleKey(pem: string): KeyObject {
  const key = createPrivateKey(pem.replaceAll('\\n', '\n'));
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1')
    throw new Error('APPLE_PRIVATE_KEY must be the EC P-256 key (.p8) Apple issued');
  return key;
}

/** A client secret for `clientId`, signed now. */
export function appleClientSecret(key: AppleKey, clientId: string, now = Date.now()): string {
  const iat = Math.floor(now / 1000);
  const head = b64url({ alg: 'ES256', kid: key.keyId, typ: 'JWT' });
  const body = b64url({ iss: key.teamId, iat, exp: iat + LIFETIME_S, aud: APPLE_AUDIENCE, sub: clientId });
  const signature = sign('sha256', Buffer.from(`${head}.${body}`), {
    key: readAppleKey(key.privateKey),
    dsaEncoding: 'ieee-p1363',
  });
  return `${head}.${body}.${signature.toString('base64url')}`;
}
