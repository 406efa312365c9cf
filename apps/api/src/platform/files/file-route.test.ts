import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../../test/refusal';
import { startTestApp, type TestApp } from '../../test/test-app';
import { fileLinkSigner } from './file-links';
import { localFileStorage } from './file-storage';
import { createFiles } from './files';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n%test\n');
const A = { communityId: 'riverside-condo' };
const B = { communityId: 'green-ville-village' };

let t: TestApp;
const get = (url: string, lang = 'th') => t.app.inject({ url, headers: { 'accept-language': lang } });
beforeAll(async () => {
  t = await startTestApp({ template: 'empty', env: { JWT_SECRET: SECRET } });
});
afterAll(() => t?.close());

describe('private files', () => {
  it('serves a signed link with the headers that keep it private and unsniffed', async () => {
    const files = t.app.services.files;
    const key = await files.savePrivate(A, 'slips', PNG, 'png');
    expect(key).toMatch(/^private\/c-riverside-condo\/slips\/[\w-]+\.png$/);
    const res = await get(files.url(A, key)!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.rawPayload.equals(PNG)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'image/png',
      'content-disposition': `inline; filename="${path.basename(key)}"; filename*=UTF-8''${path.basename(key)}`,
      'x-content-type-options': 'nosniff',
    });
    expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(res.headers['content-security-policy']).toContain('sandbox');

    const pdf = await files.savePrivate(A, 'slips', PDF, 'pdf');
    const named = await get(files.url(A, pdf, { name: 'สลิป "มกราคม"; a=b.pdf' })!);
    expect(named.headers['content-type']).toBe('application/pdf');
    expect(named.headers['content-disposition']).toBe(
      `attachment; filename="____ _________ a_b.pdf"; filename*=UTF-8''${encodeURIComponent('สลิป "มกราคม"; a=b.pdf').replace(/'/g, '%27')}`,
    );
  });

  it('refuses a link without a signature, tampered, for another community or expired', async () => {
    const files = t.app.services.files;
    const key = await files.savePrivate(A, 'slips', PNG, 'png');
    const other = await files.savePrivate(B, 'slips', PNG, 'png');
    const link = files.url(A, key)!;
    const [, query] = link.split('?');
    expectRefusal(await get(`/api/files/${key}`), 403, 'FILE_LINK_INVALID', /ลิงก์/);
    // Change the signature's first character to a different one (a fixed 'A' would leave
    // one signature in 64 untouched and let the link through).
    const tampered = link.replace(/sig=(.)/, (_, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`);
    expectRefusal(await get(tampered), 403, 'FILE_LINK_INVALID');
    expectRefusal(await get(link.replace(/exp=\d+/, 'exp=9999999999')), 403, 'FILE_LINK_INVALID');
    expectRefusal(await get(`${link}&name=x.html`), 403, 'FILE_LINK_INVALID');
    // A's signature on B's key, and B's key signed for a member of A: neither opens B's file.
    expectRefusal(await get(`/api/files/${other}?${query}`, 'en'), 403, 'FILE_LINK_INVALID', /not valid/);
    expect(files.url(A, other)).toBeNull();
    expect(files.url({ userId: 'someone' }, key)).toBeNull();

    const hourAgo = createFiles(
      localFileStorage(path.join(t.dataDir, 'uploads')),
      fileLinkSigner(SECRET),
      () => Date.now() - 3_600_000,
    );
    expectRefusal(await get(hourAgo.url(A, key)!), 403, 'FILE_LINK_EXPIRED', /หมดอายุ/);
  });

  it('never serves a path outside the storage, whatever its spelling', async () => {
    const link = t.app.services.files.url(A, await t.app.services.files.savePrivate(A, 'slips', PNG, 'png'))!;
    const query = link.split('?')[1];
    for (const bad of [
      '../../package.json',
      'private/c-riverside-condo/slips/..%2f..%2f..%2fpackage.json',
      '%2e%2e/%2e%2e/package.json',
      'private/c-riverside-condo/..%2fc-green-ville-village/slips/x.png',
      '%2fetc%2fpasswd',
      '/etc/passwd',
      'private/c-riverside-condo/slips/x.png%00.png',
      'private/c-riverside-condo/slips/x%5c..%5cy.png',
      'public/c-riverside-condo/slips/missing.png',
    ]) {
      const res = await get(`/api/files/${bad}?${query}`);
      expect([403, 404], `${bad}: ${res.body}`).toContain(res.statusCode);
      expect(res.json().isSuccess, bad).toBe(false);
      expect(res.body).not.toContain('dependencies');
    }
    expectRefusal(await get('/uploads/parcels/a.png'), 404, 'NO_SUCH_FILE');
  });

  it('still serves a file a row named by its old /uploads path, but only through a signed link', async () => {
    const dir = path.join(t.dataDir, 'uploads', 'parcels');
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(path.join(dir, 'old-photo.png'), PNG);
    const link = t.app.services.files.url(A, '/uploads/parcels/old-photo.png')!;
    expect(link).toMatch(/^\/api\/files\/parcels\/old-photo\.png\?exp=/);
    expect((await get(link)).rawPayload.equals(PNG)).toBe(true);
    expectRefusal(await get('/uploads/parcels/old-photo.png'), 404, 'NO_SUCH_FILE');
    expectRefusal(await get('/api/files/parcels/old-photo.png'), 403, 'FILE_LINK_INVALID');
  });

  it("links the pictures in an HTML body, emptying another owner's", async () => {
    const files = t.app.services.files;
    const own = await files.savePrivate(A, 'announcements', PNG, 'png');
    const foreign = await files.savePrivate(B, 'announcements', PNG, 'png');
    const html = files.urlsIn(A, `<img src="/api/files/${own}"><img src="/api/files/${foreign}">`);
    const [first, second] = [...html.matchAll(/src="([^"]*)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
    expect((await get(first!)).statusCode).toBe(200);
    expect(second).toBe('');
  });
});

describe('public files', () => {
  it('serves what the uploader made public to anyone, without a sign-in or a signature', async () => {
    const url = await t.app.services.files.savePublic(A, 'communities', PNG, 'png');
    expect(url).toMatch(/^\/api\/files\/public\/c-riverside-condo\/communities\/[\w-]+\.png$/);
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({ 'content-type': 'image/png', 'x-content-type-options': 'nosniff' });
    expect(res.headers['cache-control']).toMatch(/^public, /);
    expect(t.app.services.files.url(B, url)).toBe(url);
  });

  it('still shows a community picture stored under its old path', async () => {
    const res = await get('/uploads/communities/riverside-condo.svg');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/api/files/communities/riverside-condo.svg');
  });
});
