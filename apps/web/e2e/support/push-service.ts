import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import http from 'node:http';

/**
 * Stands in for a browser's push service, which Playwright's Chromium cannot reach (its
 * contexts are incognito, where Chrome has no Push API): the page gets a subscription whose
 * endpoint is this local server and whose keys the test holds, so it can read what the API sent.
 */
export async function startPushService() {
  const received: Buffer[] = [];
  let notify: (() => void) | undefined;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push(Buffer.concat(chunks));
      res.writeHead(201).end();
      notify?.();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    received,
    subscription: {
      endpoint: `http://127.0.0.1:${port}/push/e2e-browser`,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
    /** Resolves with the next message's plaintext (RFC 8291 / RFC 8188 aes128gcm). */
    next: (timeoutMs = 10_000) =>
      new Promise<string>((resolve, reject) => {
        const start = received.length;
        const timer = setTimeout(() => reject(new Error('no push arrived')), timeoutMs);
        notify = () => {
          if (received.length <= start) return;
          clearTimeout(timer);
          resolve(decrypt(received[start]!, ecdh, auth));
        };
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const hkdf = (ikm: Buffer, salt: Buffer, info: string | Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, typeof info === 'string' ? Buffer.from(info) : info, length));

function decrypt(body: Buffer, ecdh: ReturnType<typeof createECDH>, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const sender = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), sender]);
  const ikm = hkdf(ecdh.computeSecret(sender), auth, info, 32);
  const decipher = createDecipheriv(
    'aes-128-gcm',
    hkdf(ikm, salt, 'Content-Encoding: aes128gcm\0', 16),
    hkdf(ikm, salt, 'Content-Encoding: nonce\0', 12),
  );
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (padded[end] === 0) end--;
  return padded.subarray(0, end).toString('utf8');
}
