import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithCallers, type Caller } from '../../test/as-user';
import { expectRefusal } from '../../test/refusal';
import { CLIENT_AUTH, type TestApp } from '../../test/test-app';

/** One real refusal per area, asked for in a language other than English. */
const C = 'riverside-condo';
let t: TestApp;
let pmc: Caller;
let admin: Caller;
let resident: Caller;
beforeAll(async () => {
  ({ t, pmc, admin, resident } = await appWithCallers('pmc', 'admin', 'resident'));
});
afterAll(() => t.close());

const th = { 'accept-language': 'th-TH,th;q=0.9,en;q=0.8' };

describe('the areas answer in the caller’s language', () => {
  it('directory: a duplicate building, in Thai', async () => {
    const res = await pmc('POST', '/api/community/building', {
      body: { communityID: C, name: 'อาคาร A', floors: 4 },
      headers: th,
    });
    expectRefusal(res, 409, 'BUILDING_EXISTS', 'มีอาคารชื่อ อาคาร A อยู่แล้ว');
  });

  it('account: a wrong password, in Thai, keeping OAuth’s code', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/token',
      headers: { authorization: CLIENT_AUTH, ...th },
      payload: { grant_type: 'password', username: 'pmc@demo.test', password: 'not-the-password' },
    });
    expectRefusal(res, 400, 'invalid_grant', 'อีเมลหรือรหัสผ่านไม่ถูกต้อง');
  });

  it('announcement: an unknown post, in Arabic', async () => {
    const res = await pmc('PUT', '/api/announcement/update', {
      body: { communityID: C, announcementID: crypto.randomUUID(), title: 'x' },
      headers: { 'accept-language': 'sa' },
    });
    expectRefusal(res, 404, 'ANNOUNCEMENT_NOT_FOUND', 'لا يوجد هذا الإعلان في هذا المجمع');
  });

  it('parcel: more time on a parcel that is not yours, in Thai', async () => {
    const res = await resident('POST', '/api/parcel/req-overtime', {
      body: { communityID: C, parcelID: crypto.randomUUID(), days: 1, reason: 'away' },
      headers: th,
    });
    const body = expectRefusal(res, res.statusCode, undefined);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(body.message).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('setting: switching settings off, in Thai', async () => {
    const res = await admin('PUT', '/api/community/feature/enable', {
      body: { communityID: C, features: [{ featureEnum: 'SETTING', isEnable: false }] },
      headers: th,
    });
    expectRefusal(res, 400, 'SETTING_LOCKED', 'ไม่สามารถปิดหรือซ่อนการตั้งค่าได้จากที่นี่ กรุณาติดต่อผู้ดูแลระบบ');
  });

  it('a validation failure names the field, in Thai', async () => {
    const res = await pmc('POST', '/api/community/building', {
      body: { communityID: C, floors: 4 },
      headers: th,
    });
    expectRefusal(res, 400, 'VALIDATION_FAILED', 'กรุณาระบุ name');
  });
});
