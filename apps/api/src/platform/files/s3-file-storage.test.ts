import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const A = { communityId: 'riverside-condo' };

let s3: S3rver;
let dir: string;
let one: TestApp;
let two: TestApp;
let env: Record<string, string>;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cc-s3-'));
  // A real S3 API (s3rver) on a free port, with the deployment's bucket.
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'uploads', configs: [] }],
  });
  const { port } = (await s3.run()) as AddressInfo;
  env = {
    FILE_STORAGE: 's3',
    S3_BUCKET: 'uploads',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    // Two instances of one deployment: one signing secret.
    JWT_SECRET: 'one-secret-for-both-instances-of-this-deployment',
  };
  [one, two] = await Promise.all([
    startTestApp({ template: 'empty', env }),
    startTestApp({ template: 'empty', env }),
  ]);
});
afterAll(async () => {
  await Promise.all([one?.close(), two?.close()]);
  await new Promise((resolve) => s3?.close(resolve));
  await fs.rm(dir, { recursive: true, force: true });
});

describe('files in an S3 bucket', () => {
  it('one instance serves, streamed, the file another one wrote, then neither after it is removed', async () => {
    const key = await one.app.services.files.savePrivate(A, 'slips', PNG, 'png');
    const link = one.app.services.files.url(A, key)!;
    const res = await two.app.inject({ url: link });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(PNG)).toBe(true);
    // Not on either instance's disk: in the bucket.
    await expect(fs.stat(path.join(one.dataDir, 'uploads', key))).rejects.toThrow();

    await two.app.services.files.remove(key);
    expect((await one.app.inject({ url: link })).statusCode).toBe(404);
  });

  it('is ready while the bucket answers, and says storage is not when it does not', async () => {
    expect((await one.app.inject({ url: '/api/ready' })).json().checks.storage).toBe('ok');
    const lost = await startTestApp({ template: 'empty', env: { ...env, S3_BUCKET: 'no-such-bucket' } });
    try {
      const res = await lost.app.inject({ url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json().checks.storage).toMatch(/^failed: /);
    } finally {
      await lost.close();
    }
  });
});
