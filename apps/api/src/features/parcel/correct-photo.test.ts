import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../test/as-user';
import { expectRefusal } from '../../test/refusal';
import { type HomeDesk, newTracking, openDeskAtHome, RIVERSIDE, type Who } from './parcel-test-kit';
import { parcelEvents, parcels } from './tables';

let d: HomeDesk;
/** A 1×1 PNG, and a second photo with other bytes (a PNG with trailing bytes is still a PNG). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const OTHER_PNG = Buffer.concat([PNG, Buffer.from('another photo')]);
/** Where a photo link's file lies on this test's disk (the link's path, without its signature). */
const fileOf = (url: string) =>
  path.join(d.t.dataDir, 'uploads', url.split('?')[0]!.replace('/api/files/', ''));
/** The key a row and the log keep for a photo link: its path after /api/files/, unsigned. */
const keyOf = (url: string) => url.split('?')[0]!.replace('/api/files/', '');
const photoFiles = () =>
  fs.readdirSync(path.join(d.t.dataDir, 'uploads', 'private', `c-${RIVERSIDE}`, 'parcels'));

/** A multipart form as the console sends it: communityID in the query, the photo as a file. */
const sendForm = (
  who: Who,
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string>,
  photo?: Buffer,
) =>
  d.call(who, method, url, {
    query: { communityID: RIVERSIDE },
    ...multipart(fields, photo ? { photo: { name: 'p.png', bytes: photo, type: 'image/png' } } : {}),
  });

beforeAll(async () => {
  d = await openDeskAtHome();
  // A correction noted "fail after saving" fails inside its transaction, after the row is written.
  await d.t.db.execute(sql`
    create function fail_correction() returns trigger language plpgsql as $$
    begin raise exception 'correction failed on purpose'; end $$`);
  await d.t.db.execute(sql`
    create trigger fail_correction before update on parcels
    for each row when (new.note = 'fail after saving') execute function fail_correction()`);
});
afterAll(() => d.t.close());

async function receiveWithPhoto() {
  const res = await sendForm(
    'guard',
    'POST',
    '/api/parcel/pmc',
    {
      trackingNo: newTracking('PHOTO'),
      carrier: 'Kerry Express',
      type: 'BOX',
      unitID: d.home,
      recipientUserID: d.residentId,
    },
    PNG,
  );
  expect(res.statusCode, res.body).toBe(200);
  const p = res.json().data as { parcelID: string; photoUrl: string };
  expect(fs.existsSync(fileOf(p.photoUrl))).toBe(true);
  return p;
}

const photoChanges = async (parcelID: string) =>
  (await d.t.db.select().from(parcelEvents).where(eq(parcelEvents.parcelId, parcelID)))
    .filter((e) => e.action === 'UPDATED')
    .map((e) => (e.detail as { changes: Record<string, unknown> }).changes.photoUrl);

const storedPhoto = async (parcelID: string) =>
  (await d.t.db.select({ photoUrl: parcels.photoUrl }).from(parcels).where(eq(parcels.id, parcelID)))[0]!
    .photoUrl;

describe('PUT /api/parcel/update with a photo', () => {
  it('replaces the photo: the new one is served, the old file is gone, the log says so', async () => {
    const p = await receiveWithPhoto();
    const res = await sendForm('guard', 'PUT', '/api/parcel/update', { parcelID: p.parcelID }, OTHER_PNG);
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().data.photoUrl as string;
    expect(url).toMatch(/^\/api\/files\/private\/c-riverside-condo\/parcels\/.+\.png\?exp=/);
    expect(url).not.toBe(p.photoUrl);
    expect(fs.readFileSync(fileOf(url))).toEqual(OTHER_PNG);
    expect(fs.existsSync(fileOf(p.photoUrl))).toBe(false);
    expect(await photoChanges(p.parcelID)).toEqual([{ before: keyOf(p.photoUrl), after: keyOf(url) }]);
  });

  it('removes the photo and its file', async () => {
    const p = await receiveWithPhoto();
    const res = await d.call('guard', 'PUT', '/api/parcel/update', {
      body: { communityID: RIVERSIDE, parcelID: p.parcelID, removePhoto: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.photoUrl).toBeNull();
    expect(fs.existsSync(fileOf(p.photoUrl))).toBe(false);
    expect(await photoChanges(p.parcelID)).toEqual([{ before: keyOf(p.photoUrl), after: null }]);
  });

  it('keeps the old photo, and leaves no new file, when the transaction fails', async () => {
    const p = await receiveWithPhoto();
    const before = photoFiles();
    const replace = await sendForm(
      'guard',
      'PUT',
      '/api/parcel/update',
      { parcelID: p.parcelID, note: 'fail after saving' },
      OTHER_PNG,
    );
    expect(replace.statusCode).toBe(500);
    const remove = await d.call('guard', 'PUT', '/api/parcel/update', {
      body: { communityID: RIVERSIDE, parcelID: p.parcelID, removePhoto: true, note: 'fail after saving' },
    });
    expect(remove.statusCode).toBe(500);
    expect(await storedPhoto(p.parcelID)).toBe(keyOf(p.photoUrl));
    expect(fs.existsSync(fileOf(p.photoUrl))).toBe(true);
    expect(photoFiles().sort()).toEqual(before.sort());
    expect(await photoChanges(p.parcelID)).toEqual([]);
  });

  it('keeps the photo when a refused correction came with a new one', async () => {
    const p = await receiveWithPhoto();
    const before = photoFiles();
    const other = await d.unit('B-0102');
    const res = await sendForm(
      'guard',
      'PUT',
      '/api/parcel/update',
      { parcelID: p.parcelID, unitID: other, recipientUserID: d.residentId },
      OTHER_PNG,
    );
    expectRefusal(res, 400, 'NOT_A_RESIDENT');
    expect(await storedPhoto(p.parcelID)).toBe(keyOf(p.photoUrl));
    expect(photoFiles().sort()).toEqual(before.sort());
  });

  it('refuses a photo claimed without a file, both replacing and removing, and a file that is no image', async () => {
    const p = await receiveWithPhoto();
    const update = (b: Record<string, unknown>) =>
      d.call('guard', 'PUT', '/api/parcel/update', {
        body: { communityID: RIVERSIDE, parcelID: p.parcelID, ...b },
      });
    expectRefusal(await update({ photo: true }), 400, 'NO_PHOTO', /multipart file/);
    expectRefusal(
      await sendForm(
        'guard',
        'PUT',
        '/api/parcel/update',
        { parcelID: p.parcelID, removePhoto: 'true' },
        PNG,
      ),
      400,
      'VALIDATION_FAILED',
      /not both/,
    );
    expectRefusal(
      await sendForm(
        'guard',
        'PUT',
        '/api/parcel/update',
        { parcelID: p.parcelID },
        Buffer.from('not an image'),
      ),
      400,
      'UNSUPPORTED_FILE',
    );
    expect(await storedPhoto(p.parcelID)).toBe(keyOf(p.photoUrl));
  });

  it('empties a note through the form, and only the desk may send one', async () => {
    const p = await receiveWithPhoto();
    await d.call('guard', 'PUT', '/api/parcel/update', {
      body: { communityID: RIVERSIDE, parcelID: p.parcelID, note: 'ฝากไว้ที่ตู้' },
    });
    const res = await sendForm(
      'guard',
      'PUT',
      '/api/parcel/update',
      { parcelID: p.parcelID, note: '' },
      OTHER_PNG,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.note).toBeNull();
    expectRefusal(
      await sendForm('resident', 'PUT', '/api/parcel/update', { parcelID: p.parcelID }, PNG),
      403,
    );
    expect(fs.existsSync(fileOf(res.json().data.photoUrl))).toBe(true);
  });
});
