import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/tables';
import { communities } from '../../platform/tenancy/tables';
import { type Caller, callerFor, multipart } from '../../test/as-user';
import { expectRefusal } from '../../test/refusal';
import { createTestApp, type TestApp } from '../../test/test-app';

const C = 'riverside-condo';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
let t: TestApp;
let admin: Caller;
let pmc: Caller;
let _committee: Caller;
let resident: Caller;
beforeAll(async () => {
  t = await createTestApp();
  admin = await callerFor(t, 'admin@demo.test');
  pmc = await callerFor(t, 'pmc@demo.test');
  _committee = await callerFor(t, 'committee@demo.test');
  resident = await callerFor(t, 'resident@demo.test');
});
afterAll(() => t.close());

const info = async () =>
  (await resident('GET', '/api/community/info', { query: { communityID: C } })).json().communityInfo;

describe('PUT /api/community/profile', () => {
  const update = (body: object, who: Caller = admin) =>
    who('PUT', '/api/community/profile', { query: { communityID: C }, body });

  it('lets ADMIN edit the details, with an audit row', async () => {
    const res = await update({
      communityName: 'ริเวอร์ไซด์',
      timeZone: 'Asia/Tokyo',
      currency: 'usd',
      address: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().communityInfo).toMatchObject({
      communityName: 'ริเวอร์ไซด์',
      timeZone: 'Asia/Tokyo',
      currency: 'USD',
      address: null,
    });
    expect(await info()).toMatchObject({
      communityName: 'ริเวอร์ไซด์',
      timeZone: 'Asia/Tokyo',
      currency: 'USD',
    });
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'community.profile'));
    expect(audit).toMatchObject({
      actor: 'admin@demo.test',
      before: { timeZone: 'Asia/Bangkok' },
      after: { timeZone: 'Asia/Tokyo' },
    });
    await update({ communityName: 'เดอะ ริเวอร์ไซด์ คอนโดมิเนียม', timeZone: 'Asia/Bangkok', currency: 'THB' });
  });

  it('takes a picture in a multipart form and serves it', async () => {
    const { payload, headers } = multipart(
      { communityName: 'เดอะ ริเวอร์ไซด์ คอนโดมิเนียม' },
      { picture: { name: 'logo.png', bytes: PNG, type: 'image/png' } },
    );
    const res = await admin('PUT', '/api/community/profile', { query: { communityID: C }, payload, headers });
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().communityInfo.imageUrl;
    // The one public upload: a plain link anyone may open, under the community's own key.
    expect(url).toMatch(/^\/api\/files\/public\/c-[\w-]+\/communities\/[\w-]+\.png$/);
    expect((await t.app.inject({ url })).statusCode).toBe(200);
  });

  it('refuses a non-image picture, unknown zones and currencies, and changes nothing', async () => {
    const before = await info();
    const { payload, headers } = multipart(
      { communityName: 'Changed' },
      { picture: { name: 'x.png', bytes: Buffer.from('not a picture') } },
    );
    expectRefusal(
      await admin('PUT', '/api/community/profile', { query: { communityID: C }, payload, headers }),
      400,
      'UNSUPPORTED_FILE',
    );
    expectRefusal(await update({ timeZone: 'Mars/Olympus' }), 400, 'VALIDATION_FAILED', /IANA time zone/);
    expectRefusal(await update({ currency: 'XYZ' }), 400, 'VALIDATION_FAILED', /ISO 4217/);
    expectRefusal(await update({ communityType: 'TOWN' }), 400, 'VALIDATION_FAILED', /CONDO or VILLAGE/);
    expectRefusal(await update({ communityName: '' }), 400, 'VALIDATION_FAILED', /communityName is required/);
    expect(await info()).toEqual(before);
  });

  it('is refused to PMC staff: settings are ADMIN only', async () => {
    expectRefusal(await update({ communityName: 'PMC was here' }, pmc), 403, 'PERMISSION_DENIED');
    const [c] = await t.db.select().from(communities).where(eq(communities.id, C));
    expect(c!.name).toBe('เดอะ ริเวอร์ไซด์ คอนโดมิเนียม');
  });
});

describe('community contact', () => {
  it('is readable by any member and edited field by field by ADMIN', async () => {
    const seeded = (await resident('GET', '/api/community/contact', { query: { communityID: C } })).json()
      .data;
    expect(seeded).toMatchObject({ legalName: expect.stringContaining('นิติบุคคล'), phone: '02-123-4567' });
    const res = await admin('PUT', '/api/community/contact', {
      body: { communityID: C, phone: '02-999-8888', lineID: null },
    });
    expect(res.json().data).toEqual({ ...seeded, phone: '02-999-8888', lineID: null });
    expectRefusal(
      await admin('PUT', '/api/community/contact', { body: { communityID: C, taxID: '12345' } }),
      400,
      'VALIDATION_FAILED',
      /13-digit/,
    );
    expectRefusal(
      await admin('PUT', '/api/community/contact', { body: { communityID: C, email: 'nope' } }),
      400,
      'VALIDATION_FAILED',
    );
    expectRefusal(
      await pmc('PUT', '/api/community/contact', { body: { communityID: C, phone: '1234' } }),
      403,
      'PERMISSION_DENIED',
    );
    expect(
      (await resident('GET', '/api/community/contact', { query: { communityID: C } })).json().data.phone,
    ).toBe('02-999-8888');
  });
});

describe('PUT /api/community/feature/enable', () => {
  const set = (features: object[], who: Caller = admin, communityID = C) =>
    who('PUT', '/api/community/feature/enable', { body: { communityID, features } });
  const flags = async () =>
    Object.fromEntries(
      (await resident('GET', '/api/community/feature', { query: { communityID: C } }))
        .json()
        .items.map((f: { featureEnum: string }) => [f.featureEnum, f]),
    );

  it('switches a feature off and on, or hides it; its routes follow at once', async () => {
    const res = await set([{ featureEnum: 'PHONEBOOK', isEnable: false }]);
    expect(res.statusCode).toBe(200);
    expect(res.json().items.find((f: { featureEnum: string }) => f.featureEnum === 'PHONEBOOK')).toEqual({
      featureEnum: 'PHONEBOOK',
      isEnable: false,
      isVisible: false,
    });
    expect((await flags()).PHONEBOOK).toMatchObject({ isEnable: false });
    expectRefusal(
      await resident('GET', '/api/community/phonebook', { query: { communityID: C } }),
      403,
      'FEATURE_DISABLED',
    );
    await set([{ featureEnum: 'PHONEBOOK', isEnable: true, isVisible: false }]);
    expect((await flags()).PHONEBOOK).toEqual({ featureEnum: 'PHONEBOOK', isEnable: true, isVisible: false });
    expect(
      (await resident('GET', '/api/community/phonebook', { query: { communityID: C } })).statusCode,
    ).toBe(200);
    await set([{ featureEnum: 'PHONEBOOK', isEnable: true }]);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'feature.set'), eq(auditLog.communityId, C)));
    expect(audit).toMatchObject({
      before: { PHONEBOOK: { isEnable: true } },
      after: { PHONEBOOK: { isEnable: false } },
    });
  });

  it('refuses switching settings off, features that cannot exist, repeats, and PMC staff', async () => {
    expectRefusal(await set([{ featureEnum: 'SETTING', isEnable: false }]), 400, 'SETTING_LOCKED');
    expectRefusal(
      await set([{ featureEnum: 'SETTING', isEnable: true, isVisible: false }]),
      400,
      'SETTING_LOCKED',
    );
    expectRefusal(await set([{ featureEnum: 'RECYCLING', isEnable: true }]), 400, 'FEATURE_UNAVAILABLE');
    expectRefusal(
      await set([{ featureEnum: 'PARCEL', isEnable: true }], admin, 'green-ville-village'),
      400,
      'FEATURE_UNAVAILABLE',
      /VILLAGE/,
    );
    expectRefusal(
      await set([
        { featureEnum: 'CHAT_NITI', isEnable: false },
        { featureEnum: 'CHAT_NITI', isEnable: true },
      ]),
      400,
      'VALIDATION_FAILED',
      /once/,
    );
    expectRefusal(await set([{ featureEnum: 'WHATEVER', isEnable: true }]), 400, 'VALIDATION_FAILED');
    expectRefusal(await set([{ featureEnum: 'CHAT_NITI', isEnable: false }], pmc), 403, 'PERMISSION_DENIED');
    expect((await flags()).CHAT_NITI).toMatchObject({ isEnable: true });
  });
});
