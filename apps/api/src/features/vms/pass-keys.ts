import { createHmac, createPrivateKey, createPublicKey } from 'node:crypto';
import type { CryptoKey, JWK } from 'jose';
import { importGuestPassKey } from './guest-pass';

/** The DER head of a PKCS#8 Ed25519 private key; the 32-byte seed follows it. */
const PKCS8_ED25519 = Buffer.from('302e020100300506032b657004220420', 'hex');

export interface PassKeys {
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  /** What GuardOS keeps to check passes offline. */
  publicJwk: JWK;
}

/**
 * The community's pass-signing key pair, derived from the gate's secret with its own purpose
 * label: the same secret always gives the same pair, so nothing more is stored, a key never
 * changes under passes already sent, and the secret itself is never exposed by a signature.
 */
export function passKeysOf(gateSecret: Buffer): Promise<PassKeys> {
  // Derived once per secret (a process serves a bounded set of communities), not per check-in.
  const id = gateSecret.toString('base64url');
  let keys = derived.get(id);
  if (!keys) {
    keys = derivePassKeys(gateSecret);
    derived.set(id, keys);
    keys.catch(() => derived.delete(id));
  }
  return keys;
}

const derived = new Map<string, Promise<PassKeys>>();

async function derivePassKeys(gateSecret: Buffer): Promise<PassKeys> {
  const seed = createHmac('sha256', gateSecret).update('guest-pass/ed25519/v1').digest();
  const key = createPrivateKey({ key: Buffer.concat([PKCS8_ED25519, seed]), format: 'der', type: 'pkcs8' });
  const privateJwk = key.export({ format: 'jwk' }) as JWK;
  const publicJwk = createPublicKey(key).export({ format: 'jwk' }) as JWK;
  return {
    privateKey: await importGuestPassKey(privateJwk),
    publicKey: await importGuestPassKey(publicJwk),
    publicJwk,
  };
}
