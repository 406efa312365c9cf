import { hash, verify } from '@node-rs/argon2';
import { badRequest } from '../errors';
import { COMMON_PASSWORDS } from './common-passwords';

// Argon2id (the library's const enum cannot be imported under isolatedModules), OWASP's
// second recommended profile: 19 MiB, 2 passes, 1 lane.
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

/** A hash of nothing anyone knows, so an unknown user costs the same time as a wrong password. */
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    decoyHash ??= hashPassword(crypto.randomUUID());
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

/** Length is checked by the schema; this refuses the passwords attackers try first. */
export function assertAcceptablePassword(password: string, email: string) {
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower) || lower === email.toLowerCase() || /^(.)\1+$/.test(password)) {
    throw badRequest('WEAK_PASSWORD');
  }
}
