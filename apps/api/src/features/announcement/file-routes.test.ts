import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../../test/refusal';
import { countRows } from '../../test/rows';
import { bearer, type TestApp } from '../../test/test-app';
import {
  type Client,
  create,
  newPost,
  openAnnouncements,
  RIVERSIDE,
  VILLAGE,
  type Who,
} from './announcement-test-kit';
import { announcementFiles } from './tables';

let t: TestApp;
let c: Client;
beforeAll(async () => {
  ({ t, c } = await openAnnouncements());
});
afterAll(() => t?.close());

const PNG = Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), Buffer.alloc(64, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

function upload(bytes: Buffer, name: string, opts: { who?: Who; community?: string; field?: string } = {}) {
  const form = new FormData();
  form.append(opts.field ?? 'file', new Blob([new Uint8Array(bytes)]), name);
  return t.app.inject({
    method: 'POST',
    url: '/api/announcement/file',
    query: { communityID: opts.community ?? RIVERSIDE },
    headers: bearer(c.tokens[opts.who ?? 'pmc']),
    payload: form,
  });
}
/** Where this community's announcement uploads lie. */
const announcementFilesOnDisk = () =>
  path.join(t.dataDir, 'uploads', 'private', 'c-riverside-condo', 'announcements');
/** A link without its signature: the file it names. */
const bare = (url: unknown) => String(url).split('?')[0]!;
const uploaded = async (bytes: Buffer, name: string, community = RIVERSIDE) => {
  const res = await upload(bytes, name, { community });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { fileID: string; url: string; name: string; kind: string; contentType: string };
};

describe('POST /api/announcement/file', () => {
  it('stores a picture and a PDF, typed by their bytes, and serves them', async () => {
    const picture = await uploaded(JPEG, 'แผนผัง.jpg');
    expect(picture).toMatchObject({
      kind: 'IMAGE',
      contentType: 'image/jpeg',
      name: 'แผนผัง.jpg',
      size: JPEG.length,
    });
    expect(picture.url).toMatch(
      /^\/api\/files\/private\/c-riverside-condo\/announcements\/[\w-]+\.jpg\?exp=\d+&/,
    );
    const pdf = await uploaded(PDF, '../../etc/วาระการประชุม.pdf');
    expect(pdf).toMatchObject({ kind: 'PDF', contentType: 'application/pdf', name: 'วาระการประชุม.pdf' });
    const served = await t.app.inject({ url: pdf.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PDF)).toBe(true);
    // A download under the name it was uploaded as, typed as stored, never sniffed.
    expect(served.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="_____________.pdf"; filename*=UTF-8''${encodeURIComponent('วาระการประชุม.pdf')}`,
      'x-content-type-options': 'nosniff',
    });
    expect(served.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    const shown = await t.app.inject({ url: picture.url });
    expect(shown.headers['content-disposition']).toMatch(/^inline; /);
  });

  it('refuses what is not a picture or a PDF, whatever its name, and keeps nothing', async () => {
    const before = await countRows(t.db, announcementFiles);
    const files = await fs.readdir(announcementFilesOnDisk()).catch(() => []);
    expectRefusal(await upload(Buffer.from('MZ\x90\x00 not really'), 'photo.png'), 400, 'UNSUPPORTED_FILE');
    expectRefusal(await upload(Buffer.from('<svg onload="alert(1)"/>'), 'logo.svg'), 400, 'UNSUPPORTED_FILE');
    expectRefusal(await upload(Buffer.from('<html><script>x</script>'), 'page.pdf'), 400, 'UNSUPPORTED_FILE');
    expectRefusal(await upload(Buffer.alloc(0), 'empty.png'), 400, 'NO_FILE');
    expectRefusal(await upload(PNG, 'a.png', { field: 'photo' }), 400, 'NO_FILE');
    const json = await c.post('pmc', '/api/announcement/file?communityID=riverside-condo', { file: 'x' });
    expectRefusal(json, 400, 'NO_FILE');
    expect(await countRows(t.db, announcementFiles)).toBe(before);
    expect(await fs.readdir(announcementFilesOnDisk()).catch(() => [])).toEqual(files);
  });

  it('holds pictures to 5 MB and PDFs to 10 MB', async () => {
    const bigPicture = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expectRefusal(await upload(bigPicture, 'big.png'), 400, 'FILE_TOO_LARGE', /5 MB/);
    const pdf = Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024)]);
    expect((await upload(pdf, 'six-megabytes.pdf')).statusCode).toBe(200);
    const hugePdf = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    expectRefusal(await upload(hugePdf, 'huge.pdf'), 413, undefined, /too large/);
  });

  it('takes uploads only from roles that write', async () => {
    expectRefusal(await upload(PNG, 'a.png', { who: 'resident' }), 403, 'PERMISSION_DENIED');
    expectRefusal(await upload(PNG, 'a.png', { who: 'committee' }), 403, 'PERMISSION_DENIED');
  });
});

describe('covers and attachments on posts', () => {
  it('shows the cover and attachments, in order, to staff and residents', async () => {
    const cover = await uploaded(PNG, 'cover.png');
    const agenda = await uploaded(PDF, 'agenda.pdf');
    const map = await uploaded(JPEG, 'map.jpg');
    const post = await create(c, {
      coverFileID: cover.fileID,
      attachmentFileIDs: [agenda.fileID, map.fileID],
      publishMode: 'NOW',
    });
    // The same file; the attachments' links also carry their download name.
    expect(bare(post.coverUrl)).toBe(bare(cover.url));
    expect((post.attachments as { name: string }[]).map((a) => a.name)).toEqual(['agenda.pdf', 'map.jpg']);
    const read = await c.get('resident', '/api/announcement/resident/detail', {
      communityID: RIVERSIDE,
      announcementID: post.announcementID,
    });
    expect(read.json().data).toMatchObject({
      coverUrl: expect.stringContaining(bare(cover.url)),
      attachments: [{ url: agenda.url }, { url: map.url }],
    });
    // Changing the attachments keeps the cover.
    const res = await c.put('pmc', '/api/announcement/update', {
      communityID: RIVERSIDE,
      announcementID: post.announcementID,
      attachmentFileIDs: [map.fileID],
    });
    expect(res.json().data).toMatchObject({
      coverUrl: expect.stringContaining(bare(cover.url)),
      attachments: [{ fileID: map.fileID }],
    });
    const noCover = await c.put('pmc', '/api/announcement/update', {
      communityID: RIVERSIDE,
      announcementID: post.announcementID,
      coverFileID: null,
    });
    expect(noCover.json().data).toMatchObject({ coverUrl: null, attachments: [{ fileID: map.fileID }] });
  });

  it("refuses a PDF as the cover, and another community's file", async () => {
    const pdf = await uploaded(PDF, 'a.pdf');
    const villageFile = await uploaded(PNG, 'village.png', VILLAGE);
    const asCover = await c.post('pmc', '/api/announcement/create', newPost({ coverFileID: pdf.fileID }));
    expectRefusal(asCover, 400, 'COVER_NOT_IMAGE');
    const foreign = await c.post(
      'pmc',
      '/api/announcement/create',
      newPost({ attachmentFileIDs: [villageFile.fileID] }),
    );
    expectRefusal(foreign, 400, 'FILE_NOT_FOUND');
    const twice = await c.post(
      'pmc',
      '/api/announcement/create',
      newPost({ attachmentFileIDs: [pdf.fileID, pdf.fileID] }),
    );
    expectRefusal(twice, 400, undefined, /once/);
  });
});
