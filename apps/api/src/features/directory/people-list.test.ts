import { and, eq } from 'drizzle-orm';
import readXlsxFile from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../platform/auth/tables';
import { unitMembers } from '../../platform/residence/tables';
import { memberships } from '../../platform/tenancy/tables';
import { appWithCallers, type Caller } from '../../test/as-user';
import { expectRefusal } from '../../test/refusal';
import { countRows } from '../../test/rows';
import type { TestApp } from '../../test/test-app';
import { memberCount } from './directory-test-kit';

const C = 'riverside-condo';
let t: TestApp;
let pmc: Caller;
beforeAll(async () => {
  ({ t, pmc } = await appWithCallers('pmc'));
});
afterAll(() => t.close());

async function walk(url: string, query: Record<string, string | number>, key: (i: never) => string) {
  const seen: string[] = [];
  let lastKey: string | undefined;
  do {
    const res = await pmc('GET', url, {
      query: { communityID: C, limit: 7, ...query, ...(lastKey ? { lastKey } : {}) },
    });
    expect(res.statusCode, res.body).toBe(200);
    seen.push(...res.json().items.map(key));
    lastKey = res.json().lastKey ?? undefined;
  } while (lastKey);
  return seen;
}

describe('community members', () => {
  const members = async (query: Record<string, string>) =>
    (await pmc('GET', '/api/community/member', { query: { communityID: C, ...query } })).json().items as {
      userID: string;
      role: string;
      unitNos: string[];
    }[];

  it('pages through every member once, by name', async () => {
    const seen = await walk('/api/community/member', {}, (m: { userID: string }) => m.userID);
    expect(seen).toHaveLength(await memberCount(t));
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('filters the committee and PMC pages by role', async () => {
    expect((await members({ role: 'COMMITTEE' })).map((m) => m.userID)).toEqual(['committee@demo.test']);
    const [p] = await members({ role: 'PMC' });
    expect(p).toMatchObject({
      userID: 'pmc@demo.test',
      role: 'PMC',
      displayCommunityRole: 'PMC staff',
      unitNos: [],
    });
  });

  it("shows a member's photo as a signed link that opens, and a photo key of someone else's as none", async () => {
    const [who] = await t.db.select().from(users).where(eq(users.email, 'committee@demo.test'));
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const own = await t.app.services.files.savePrivate({ userId: who!.id }, 'profiles', png, 'png');
    await t.db.update(users).set({ imageUrl: own }).where(eq(users.id, who!.id));
    const [shown] = (await members({ role: 'COMMITTEE' })) as unknown as { imageUrl: string }[];
    expect(shown!.imageUrl).toMatch(/^\/api\/files\/private\/u-[\w-]+\/profiles\/[\w-]+\.png\?exp=\d+&sig=/);
    expect((await t.app.inject({ url: shown!.imageUrl })).rawPayload.equals(png)).toBe(true);
    // A row naming another person's file (a bad import, a hand edit) shows no link to it.
    const foreign = await t.app.services.files.savePrivate(
      { userId: 'someone-else' },
      'profiles',
      png,
      'png',
    );
    await t.db.update(users).set({ imageUrl: foreign }).where(eq(users.id, who!.id));
    expect(
      ((await members({ role: 'COMMITTEE' })) as unknown as { imageUrl: null }[])[0]!.imageUrl,
    ).toBeNull();
    await t.db.update(users).set({ imageUrl: null }).where(eq(users.id, who!.id));
  });

  it('searches name, e-mail, phone typed any way, and unit', async () => {
    expect((await members({ q: 'สุดา' })).map((m) => m.userID)).toEqual(['resident@demo.test']);
    expect((await members({ q: 'สุดา มีสุข' })).map((m) => m.userID)).toEqual(['resident@demo.test']);
    expect((await members({ q: 'COMMITTEE@' })).map((m) => m.userID)).toEqual(['committee@demo.test']);
    expect((await members({ q: '089-111-2233' })).map((m) => m.userID)).toEqual(['resident@demo.test']);
    const inB0801 = await members({ q: 'b-0801' });
    expect(inB0801).toEqual([
      expect.objectContaining({ userID: 'committee@demo.test', unitNos: ['B-0801'] }),
    ]);
    expect(await members({ q: '%' })).toEqual([]);
  });

  it('exports the filtered list as .xlsx', async () => {
    const res = await pmc('GET', '/api/community/member/export', {
      query: { communityID: C, role: 'RESIDENT' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/members-riverside-condo-/);
    const [sheet] = await readXlsxFile(res.rawPayload);
    expect(sheet!.data[0]).toEqual([
      'ชื่อ / First name',
      'นามสกุล / Last name',
      'อีเมล / E-mail',
      'โทรศัพท์ / Mobile',
      'บทบาท / Role',
      'ห้อง / Units',
      'วันที่เข้าร่วม / Joined',
    ]);
    const residents = await countRows(
      t.db,
      memberships,
      and(eq(memberships.communityId, C), eq(memberships.role, 'RESIDENT')),
    );
    expect(sheet!.data).toHaveLength(residents + 1);
    expect(sheet!.data.find((r) => r[2] === 'resident@demo.test')).toEqual([
      'สุดา',
      'มีสุข',
      'resident@demo.test',
      '0891112233',
      'Resident',
      'A-0304',
      expect.any(String),
    ]);
  });
});

describe('resident registry', () => {
  it('pages through every person-and-unit row in unit order', async () => {
    const seen = await walk(
      '/api/community/resident',
      {},
      (r: { unitNo: string; userID: string }) => `${r.unitNo} ${r.userID}`,
    );
    expect(seen).toHaveLength(await countRows(t.db, unitMembers, eq(unitMembers.communityId, C)));
    expect(new Set(seen).size).toBe(seen.length);
    const unitOrder = seen.map((s) => s.split(' ')[0]!);
    expect(unitOrder).toEqual([...unitOrder].sort());
  });

  it('searches and filters by unit role', async () => {
    const get = async (query: Record<string, string>) =>
      (await pmc('GET', '/api/community/resident', { query: { communityID: C, ...query } })).json().items;
    expect(await get({ q: 'A-0304' })).toEqual([
      expect.objectContaining({
        userID: 'resident@demo.test',
        unitNo: 'A-0304',
        buildingName: 'อาคาร A',
        unitRole: 'OWNER',
        role: 'RESIDENT',
      }),
    ]);
    const tenants = await get({ unitRole: 'TENANT', limit: '100' });
    expect(tenants.length).toBeGreaterThan(0);
    expect(tenants.every((r: { unitRole: string }) => r.unitRole === 'TENANT')).toBe(true);
    expectRefusal(
      await pmc('GET', '/api/community/resident', { query: { communityID: C, unitRole: 'LANDLORD' } }),
      400,
      'VALIDATION_FAILED',
      /unitRole must be one of/,
    );
  });

  it('exports the registry as .xlsx', async () => {
    const res = await pmc('GET', '/api/community/resident/export', {
      query: { communityID: C, q: 'A-0304' },
    });
    const [sheet] = await readXlsxFile(res.rawPayload);
    expect(sheet!.data).toEqual([
      [
        'ห้อง / Unit no.',
        'อาคาร / Building',
        'ชื่อ / First name',
        'นามสกุล / Last name',
        'อีเมล / E-mail',
        'โทรศัพท์ / Mobile',
        'สถานะในห้อง / Role in unit',
        'ตั้งแต่ / Since',
      ],
      [
        'A-0304',
        'อาคาร A',
        'สุดา',
        'มีสุข',
        'resident@demo.test',
        '0891112233',
        'เจ้าของ / Owner',
        expect.any(String),
      ],
    ]);
  });
});
