import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileLinkSigner } from './file-links';
import { localFileStorage } from './file-storage';
import { createFiles } from './files';

const A = { communityId: 'riverside-condo' };
const B = { communityId: 'green-ville-village' };
const BYTES = Buffer.from('a photo taken on a phone');

const root = await fs.mkdtemp(path.join(os.tmpdir(), 'files-read-'));
afterAll(() => fs.rm(root, { recursive: true, force: true }));
const files = createFiles(
  localFileStorage(root),
  fileLinkSigner('a-test-secret-of-at-least-thirty-two-characters'),
);

describe('reading a stored file on the server', () => {
  it("answers its owner's bytes, and nothing for another owner or a value that is not ours", async () => {
    const key = await files.savePrivate(A, 'repairs', BYTES, 'jpg');
    expect((await files.read(A, key))?.equals(BYTES)).toBe(true);
    expect(await files.read(B, key)).toBeNull();
    expect(await files.read({ userId: 'someone' }, key)).toBeNull();
    expect(await files.read(A, null)).toBeNull();
    expect(await files.read(A, '../../etc/passwd')).toBeNull();
    expect(await files.read(A, key.replace(/[\w-]+\.jpg$/, 'missing.jpg'))).toBeNull();
  });

  it('reads a public file and one stored under its old path, as links to them are given', async () => {
    const url = await files.savePublic(B, 'communities', BYTES, 'png');
    expect((await files.read(A, url))?.equals(BYTES)).toBe(true);
    await fs.mkdir(path.join(root, 'parcels'), { recursive: true });
    await fs.writeFile(path.join(root, 'parcels', 'old.png'), BYTES);
    expect((await files.read(A, '/uploads/parcels/old.png'))?.equals(BYTES)).toBe(true);
  });
});
