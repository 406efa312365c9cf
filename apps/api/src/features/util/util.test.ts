import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOperatorCommand } from '../../operator/commands';
import { readSmsLog, smsLogFile } from '../../platform/sms/sms-sender';
import { type Member, newCommunity } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import { createTestApp, type TestApp } from '../../test/test-app';

const OPERATOR_TOKEN = 'operator-token-for-tests-0123456789';
let t: TestApp;
let resident: Member;
let community: string;

beforeAll(async () => {
  t = await createTestApp({ OPERATOR_API_TOKEN: OPERATOR_TOKEN });
  const kit = await newCommunity(t);
  community = kit.id;
  resident = await kit.member('RESIDENT');
});
afterAll(() => t?.close());

const get = (url: string, query?: Record<string, string>) => t.app.inject({ method: 'GET', url, query });

describe('app versions', () => {
  it('answers the latest per platform to anyone, and whether an old app must update', async () => {
    const res = await get('/api/util/app/version/latest');
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json()
        .items.map((v: { platform: string }) => v.platform)
        .sort(),
    ).toEqual(['ANDROID', 'IOS']);
    const old = await get('/api/util/app/version/latest', { platform: 'IOS', version: '3.4.9' });
    expect(old.json().items).toEqual([
      expect.objectContaining({ latestVersion: '3.6.19', forceUpdate: true }),
    ]);
    const fine = await get('/api/util/app/version/latest', { platform: 'IOS', version: '3.5.0' });
    expect(fine.json().items[0].forceUpdate).toBe(false);
    expectRefusal(await get('/api/util/app/version/latest', { platform: 'WEB' }), 400);
    expectRefusal(await get('/api/util/app/version/latest', { version: 'x' }), 400);
  });

  it('takes a new version from the operator only (HTTP token or CLI)', async () => {
    const body = { platform: 'ANDROID', latestVersion: '3.7.0', minimumVersion: '3.6.0', forceUpdate: true };
    const post = (headers: Record<string, string>, payload: object = body) =>
      t.app.inject({ method: 'POST', url: '/api/util/app/version/latest', headers, payload });
    expectRefusal(await post({}), 403, 'OPERATOR_TOKEN_NEEDED');
    expectRefusal(await post({ 'x-operator-token': `${OPERATOR_TOKEN}x` }), 403);
    const asResident = await resident.call('POST', '/api/util/app/version/latest', { body });
    expectRefusal(asResident, 403);
    expectRefusal(
      await post({ 'x-operator-token': OPERATOR_TOKEN }, { ...body, minimumVersion: '3.8.0' }),
      400,
    );
    const ok = await post({ 'x-operator-token': OPERATOR_TOKEN });
    expect(ok.statusCode, ok.body).toBe(200);
    const latest = await get('/api/util/app/version/latest', { platform: 'ANDROID' });
    expect(latest.json().items[0]).toMatchObject({ latestVersion: '3.7.0', forceUpdate: true });
    const cli = await runOperatorCommand(t.db, 'app-version-add', {
      platform: 'IOS',
      latest: '3.7.1',
      minimum: '3.5.0',
    });
    expect(cli).toMatchObject({ platform: 'IOS', latestVersion: '3.7.1' });
    const ios = await get('/api/util/app/version/latest', { platform: 'IOS' });
    expect(ios.json().items[0].latestVersion).toBe('3.7.1');
  });
});

describe('phone verification', () => {
  it('texts a code to a +66 number, confirms it once, counts wrong tries', async () => {
    expectRefusal(
      await resident.call('POST', '/api/util/verification/phonenumber', {
        body: { phoneNumber: '+1 555 0100' },
      }),
      400,
    );
    expectRefusal(
      await t.app.inject({
        method: 'POST',
        url: '/api/util/verification/phonenumber',
        payload: { phoneNumber: '0812345678' },
      }),
      401,
    );
    const sent = await resident.call('POST', '/api/util/verification/phonenumber', {
      body: { phoneNumber: '+66 91 111 2222' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const { verificationID } = sent.json().data;
    const sms = (await readSmsLog(smsLogFile(t.dataDir))).filter((m) => m.to === '+66911112222');
    const code = /\d{6}/.exec(sms.at(-1)!.text)![0];
    const wrong = code === '000000' ? '111111' : '000000';
    const confirm = (c: string, caller = resident) =>
      caller.call('POST', '/api/util/verification/phonenumber/confirm', {
        body: { verificationID, code: c },
      });
    expectRefusal(await confirm(wrong), 400, 'WRONG_CODE');
    const stranger = await (await newCommunity(t)).member('RESIDENT');
    expectRefusal(await confirm(code, stranger), 404);
    const ok = await confirm(code);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toEqual({ phoneNumber: '+66911112222', verified: true });
    expectRefusal(await confirm(code), 409, 'CODE_USED');
  });

  it('allows 5 tries per code and 3 sends per 15 minutes', async () => {
    const user = await (await newCommunity(t)).member('RESIDENT');
    const send = () =>
      user.call('POST', '/api/util/verification/phonenumber', { body: { phoneNumber: '0899999999' } });
    const { verificationID } = (await send()).json().data;
    for (let i = 0; i < 5; i++)
      await user.call('POST', '/api/util/verification/phonenumber/confirm', {
        body: { verificationID, code: '999999' },
      });
    const sms = (await readSmsLog(smsLogFile(t.dataDir))).filter((m) => m.to === '+66899999999');
    const code = /\d{6}/.exec(sms.at(-1)!.text)![0];
    expectRefusal(
      await user.call('POST', '/api/util/verification/phonenumber/confirm', {
        body: { verificationID, code },
      }),
      400,
      'TOO_MANY_TRIES',
    );
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    expectRefusal(await send(), 429);
  });
});

describe('status reads', () => {
  it('answers feature status with the maintenance window to members only', async () => {
    await runOperatorCommand(t.db, 'maintenance-set', {
      from: new Date(Date.now() - 60_000).toISOString(),
      to: new Date(Date.now() + 3_600_000).toISOString(),
      message: 'Database upgrade',
    });
    const res = await resident.call('GET', '/api/feature-status/v1/check', {
      query: { communityID: community },
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.maintenance).toMatchObject({ active: true, message: 'Database upgrade' });
    expect(data.features).toEqual(
      expect.arrayContaining([{ featureEnum: 'PARCEL', isEnable: expect.any(Boolean) }]),
    );
    const other = await newCommunity(t);
    expectRefusal(
      await resident.call('GET', '/api/feature-status/v1/check', { query: { communityID: other.id } }),
      403,
    );
    await runOperatorCommand(t.db, 'maintenance-clear', {});
  });

  it('answers upload limits to a signed-in user', async () => {
    const res = await resident.call('GET', '/api/s3/bucket/info');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ storage: 'local', bucket: null, maxBytes: expect.any(Number) });
    expect(res.json().data.types).toContain('image/jpeg');
    expectRefusal(await get('/api/s3/bucket/info'), 401);
  });

  it("answers the incident area's SOS settings to any member, the Thai numbers until saved", async () => {
    const res = await resident.call('GET', '/api/sos-api/setting', { query: { communityID: community } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.contacts.map((c: { phone: string }) => c.phone)).toEqual(['191', '199', '1669']);
    const pmc = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/token',
      headers: { authorization: `Basic ${Buffer.from('web-console:web-console-secret').toString('base64')}` },
      payload: { grant_type: 'password', username: 'pmc@demo.test', password: 'demo1234' },
    });
    const token = pmc.json().access_token;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/sos/setting',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        communityID: 'riverside-condo',
        contacts: [{ label: 'Guard house', phone: '021234567' }],
        alertRoles: ['PMC'],
        repeatSeconds: 60,
        residentsMaySos: true,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const demoResident = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/token',
      headers: { authorization: `Basic ${Buffer.from('web-console:web-console-secret').toString('base64')}` },
      payload: { grant_type: 'password', username: 'resident@demo.test', password: 'demo1234' },
    });
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/sos-api/setting',
      query: { communityID: 'riverside-condo' },
      headers: { authorization: `Bearer ${demoResident.json().access_token}` },
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data.contacts).toEqual([{ label: 'Guard house', phone: '021234567' }]);
    expectRefusal(
      await resident.call('GET', '/api/sos-api/setting', { query: { communityID: 'riverside-condo' } }),
      403,
    );
  });
});
