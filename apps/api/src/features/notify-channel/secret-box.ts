import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';

/**
 * Channel tokens at rest: AES-256-GCM (node:crypto), a fresh 12-byte IV each time, stored as
 * `v1.<iv>.<tag>.<ciphertext>` in base64url. The key is NOTIFY_SECRET_KEY, or else a key file
 * made once in DATA_DIR: never in the database, so a dump of it holds no usable token.
 */
const keys = new WeakMap<Config, Promise<Buffer>>();

function parseKey(text: string): Buffer {
  const t = text.trim();
  return /^[0-9a-fA-F]{64}$/.test(t) ? Buffer.from(t, 'hex') : Buffer.from(t, 'base64');
}

async function keyFile(dataDir: string): Promise<Buffer> {
  const file = path.join(dataDir, 'keys', 'notify-secret.key');
  const existing = await fs.readFile(file, 'utf8').catch(() => null);
  if (existing) return parseKey(existing);
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  // `wx`: of two starts racing, the second reads the first's key instead of replacing it.
  await fs.writeFile(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' }).catch(() => {});
  return parseKey(await fs.readFile(file, 'utf8'));
}

export function secretKey(config: Config): Promise<Buffer> {
  let key = keys.get(config);
  if (!key) {
    key = config.NOTIFY_SECRET_KEY
      ? Promise.resolve(parseKey(config.NOTIFY_SECRET_KEY))
      : keyFile(config.DATA_DIR);
    keys.set(config, key);
  }
  return key;
}

export function seal(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The plain text; throws when the box was sealed under another key or changed. */
export function open(key: Buffer, sealed: string): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

export const last4 = (secret: string) => secret.slice(-4);
