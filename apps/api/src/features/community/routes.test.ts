import { FEATURE_ENUMS, type FeatureEnum, type FeatureFlag } from '@cc/contracts/features';
import { DEFAULT_ROLE_PERMISSIONS } from '@cc/contracts/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../../test/refusal';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['pmc', 'resident', 'committee', 'guard'])
    tokens[who] = (await signIn(t, `${who}@demo.test`)).access_token;
});
afterAll(() => t.close());

const get = (url: string, who: string, query?: Record<string, string>) =>
  t.app.inject({ url, query, headers: bearer(tokens[who]!) });
const flagsOf = (items: FeatureFlag[]) => Object.fromEntries(items.map((i) => [i.featureEnum, i]));

const VILLAGE_HIDDEN: FeatureEnum[] = [
  'ISSUE_TRACKING',
  'PARCEL',
  'FACILITY_BOOKING',
  'BILLING',
  'REPAIR_REQUEST',
];

describe('GET /api/user/community', () => {
  const items = async (who: string) => (await get('/api/user/community', who)).json().items;

  it('lists a PMC its three communities, each as PMC staff', async () => {
    const list = await items('pmc');
    expect(list.map((c: { communityID: string }) => c.communityID).sort()).toEqual([
      'green-ville-village',
      'riverside-condo',
      'sukhumvit-77-residence',
    ]);
    for (const c of list) {
      expect(c).toMatchObject({
        role: 'PMC',
        displayCommunityRole: 'PMC staff',
        isResident: false,
        isCommittee: false,
      });
      expect(c.communityName).toEqual(expect.any(String));
      // A community picture is public: a plain link, served without a signature.
      expect(c.imageUrl).toBe(`/api/files/public/c-${c.communityID}/communities/logo.svg`);
    }
    expect((await t.app.inject({ url: list[0].imageUrl })).statusCode).toBe(200);
  });

  it('marks residents and committee members', async () => {
    const resident = await items('resident');
    expect(resident).toHaveLength(2);
    for (const c of resident)
      expect(c).toMatchObject({ role: 'RESIDENT', isResident: true, isCommittee: false });
    const committee = await items('committee');
    expect(committee).toHaveLength(2);
    for (const c of committee)
      expect(c).toMatchObject({ role: 'COMMITTEE', isResident: true, isCommittee: true });
  });

  it('lists a guard its one community', async () => {
    expect(await items('guard')).toEqual([
      expect.objectContaining({
        communityID: 'riverside-condo',
        role: 'GUARD',
        displayCommunityRole: 'Guard',
        isResident: false,
        isCommittee: false,
      }),
    ]);
  });

  it('refuses without a token', async () => {
    expectRefusal(await t.app.inject({ url: '/api/user/community' }), 401, 'NO_TOKEN');
  });
});

describe('GET /api/community/feature', () => {
  const flags = async (communityID: string) =>
    (await get('/api/community/feature', 'pmc', { communityID })).json().items as FeatureFlag[];

  it('answers all 18 features; a CONDO has every one but recycling', async () => {
    const items = await flags('riverside-condo');
    expect(items.map((i) => i.featureEnum)).toEqual([...FEATURE_ENUMS]);
    for (const f of items) {
      const on = f.featureEnum !== 'RECYCLING';
      expect(f, f.featureEnum).toEqual({ featureEnum: f.featureEnum, isEnable: on, isVisible: on });
    }
  });

  it('hides the village-hidden features (and recycling) in a VILLAGE', async () => {
    const items = await flags('green-ville-village');
    expect(items).toHaveLength(18);
    for (const f of items) {
      const on = !VILLAGE_HIDDEN.includes(f.featureEnum) && f.featureEnum !== 'RECYCLING';
      expect(f, f.featureEnum).toEqual({ featureEnum: f.featureEnum, isEnable: on, isVisible: on });
    }
  });
});

describe('GET /api/acl/user', () => {
  const acl = async (who: string, communityID = 'riverside-condo') =>
    flagsOf((await get('/api/acl/user', who, { communityID })).json().items);

  it("gives a PMC exactly the community's flags", async () => {
    for (const communityID of ['riverside-condo', 'green-ville-village']) {
      const features = (await get('/api/community/feature', 'pmc', { communityID })).json().items;
      expect(await acl('pmc', communityID)).toEqual(flagsOf(features));
    }
  });

  it("narrows a resident's and a guard's flags to their roles' permissions", async () => {
    for (const [who, role] of [
      ['resident', 'RESIDENT'],
      ['guard', 'GUARD'],
    ] as const) {
      const usable = new Set(DEFAULT_ROLE_PERMISSIONS[role].map((p) => p.split(':')[0]));
      const flags = await acl(who);
      for (const f of FEATURE_ENUMS) {
        const on = usable.has(f) && f !== 'RECYCLING';
        expect(flags[f], `${who} ${f}`).toEqual({ featureEnum: f, isEnable: on, isVisible: on });
      }
    }
    const resident = await acl('resident');
    expect(resident.SETTING!.isEnable).toBe(false);
    expect(resident.DIRECTORY!.isEnable).toBe(false);
    expect(resident.ANNOUNCEMENT!.isEnable).toBe(true);
    expect((await acl('guard')).PARCEL!.isEnable).toBe(true);
  });

  it('applies the village rules to a resident too', async () => {
    const flags = await acl('resident', 'green-ville-village');
    expect(flags.BILLING!.isEnable).toBe(false);
    expect(flags.ANNOUNCEMENT!.isEnable).toBe(true);
  });
});

describe('GET /api/community/info', () => {
  it('answers the type, name, time zone and currency', async () => {
    const condo = (await get('/api/community/info', 'resident', { communityID: 'riverside-condo' })).json();
    expect(condo).toEqual({
      isSuccess: true,
      communityInfo: {
        communityID: 'riverside-condo',
        communityName: 'เดอะ ริเวอร์ไซด์ คอนโดมิเนียม',
        communityType: 'CONDO',
        imageUrl: '/api/files/public/c-riverside-condo/communities/logo.svg',
        address: expect.stringContaining('เจริญนคร'),
        timeZone: 'Asia/Bangkok',
        currency: 'THB',
      },
    });
    const village = (await get('/api/community/info', 'pmc', { communityID: 'green-ville-village' })).json();
    expect(village.communityInfo).toMatchObject({
      communityType: 'VILLAGE',
      communityName: 'หมู่บ้านกรีนวิลล์ บางนา',
      timeZone: 'Asia/Bangkok',
      currency: 'THB',
    });
  });
});

describe('GET /api/sam-um/v1/usage-status', () => {
  const status = (communityID: string, feature = 'UM') =>
    get('/api/sam-um/v1/usage-status', 'pmc', { communityID, feature });

  it('answers ACTIVE, and SYSTEM_OFF for a suspended community (still reachable)', async () => {
    const active = await status('riverside-condo');
    expect(active.statusCode).toBe(200);
    expect(active.json()).toMatchObject({ isSuccess: true, data: { status: 'ACTIVE' } });
    const off = await status('sukhumvit-77-residence');
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ isSuccess: true, data: { status: 'SYSTEM_OFF' } });
  });

  it('refuses any feature but UM', async () => {
    expectRefusal(await status('riverside-condo', 'GUARD'), 400, 'VALIDATION_FAILED', /feature must be UM/);
    const missing = await get('/api/sam-um/v1/usage-status', 'pmc', { communityID: 'riverside-condo' });
    expectRefusal(missing, 400, 'VALIDATION_FAILED', /feature/);
  });
});

describe('every community-scoped session operation', () => {
  const scoped = [
    '/api/acl/user',
    '/api/community/feature',
    '/api/community/info',
    '/api/sam-um/v1/usage-status',
  ];
  const query = (communityID?: string) => ({ feature: 'UM', ...(communityID ? { communityID } : {}) });

  it('refuses a missing or malformed communityID with 400', async () => {
    for (const url of scoped) {
      expectRefusal(await get(url, 'pmc', query()), 400, 'VALIDATION_FAILED', /communityID is required/);
      expectRefusal(await get(url, 'pmc', query('   ')), 400, 'VALIDATION_FAILED', /communityID/);
      expectRefusal(await get(url, 'pmc', query('x'.repeat(65))), 400, 'VALIDATION_FAILED', /communityID/);
    }
  });

  it('gives a stranger the same 403 for an unknown community and one they are not in', async () => {
    for (const url of scoped) {
      const unknown = await get(url, 'guard', query('no-such-community'));
      const notMember = await get(url, 'guard', query('green-ville-village'));
      const suspended = await get(url, 'resident', query('sukhumvit-77-residence'));
      expectRefusal(unknown, 403, 'FORBIDDEN');
      expect(notMember.statusCode).toBe(403);
      expect(notMember.body).toBe(unknown.body);
      expect(suspended.body).toBe(unknown.body);
      expect(notMember.body).not.toMatch(/green|village|กรีน/i);
    }
  });

  it('refuses without a token, or with a forged one, with 401', async () => {
    for (const url of scoped) {
      expectRefusal(await t.app.inject({ url, query: query('riverside-condo') }), 401, 'NO_TOKEN');
      const forged = `${tokens.pmc!.slice(0, -4)}AAAA`;
      const res = await t.app.inject({ url, query: query('riverside-condo'), headers: bearer(forged) });
      expectRefusal(res, 401, 'INVALID_TOKEN');
    }
  });
});
