import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, multipart } from '../../test/as-user';
import { expectRefusal } from '../../test/refusal';
import { startTestApp, type TestApp } from '../../test/test-app';
import { unsafeTextPath } from './input-safety';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
const th = { 'accept-language': 'th' };

describe('text no column can hold', () => {
  it('is found wherever it is, however deep, by its field', () => {
    expect(unsafeTextPath({ a: 'fine', b: ['ok', { c: 'x\u0000' }] }, 'body')).toBe('body.b.1.c');
    expect(unsafeTextPath({ a: 'half \ud800 of a pair' }, 'body')).toBe('body.a');
    expect(unsafeTextPath({ a: 'a whole pair 😀', b: 'ก' }, 'body')).toBeUndefined();
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(unsafeTextPath(deep, 'body')).toMatch(/^body(\.0)+$/);
  });

  it('is refused before the guard looks a NUL communityID up, in the caller’s language', async () => {
    const pmc = await callerFor(t, 'pmc@demo.test');
    const query = await pmc('GET', '/api/parcel/pmc/count', {
      query: { communityID: 'riverside-condo\u0000' },
      headers: th,
    });
    expectRefusal(query, 400, 'VALIDATION_FAILED', /communityID.*บันทึกไม่ได้/);
    const body = await pmc('POST', '/api/community/building', {
      body: { communityID: 'riverside-condo', name: 'A\ud800', floors: 2 },
      headers: th,
    });
    expectRefusal(body, 400, 'VALIDATION_FAILED', /name/);
  });

  it('is refused in a multipart form too, and a malformed form is a 400, not a 500', async () => {
    const pmc = await callerFor(t, 'pmc@demo.test');
    const form = multipart({ trackingNo: 'TH123\u0000', carrier: 'Kerry' });
    const nul = await pmc('POST', '/api/parcel/pmc', {
      query: { communityID: 'riverside-condo' },
      payload: form.payload,
      headers: { ...form.headers, ...th },
    });
    expect(nul.statusCode).toBe(400);
    const truncated = await pmc('PUT', '/api/user/profile', {
      payload: form.payload.subarray(0, form.payload.length - 8),
      headers: { ...form.headers, ...th },
    });
    expectRefusal(truncated, 400, 'MALFORMED_UPLOAD', 'ไฟล์ที่อัปโหลดมีรูปแบบไม่ถูกต้อง กรุณาเลือกไฟล์ใหม่แล้วลองอีกครั้ง');
  });
});
