import { and, eq, like, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOperatorCommand } from '../../operator/commands';
import { users } from '../../platform/auth/tables';
import { buildings, unitMembers, units } from '../../platform/residence/tables';
import { memberships } from '../../platform/tenancy/tables';
import { type Caller, callerFor, type Method } from '../../test/as-user';
import { expectRefusal } from '../../test/refusal';
import { createTestApp, type TestApp } from '../../test/test-app';
import { invitationCodes, unitCars } from './tables';

/** A is where the caller works; B is a community they are not part of. */
const A = 'riverside-condo';
const B = 'green-ville-village';
let t: TestApp;
let pmcA: Caller;

/** Everything of B that a caller of A might try to name. */
let b: {
  buildingID: string;
  unitID: string;
  unitNo: string;
  carID: string;
  code: string;
  onlyInB: string;
};

/** A snapshot of B's rows, to show they are unchanged afterwards. */
const snapshotOfB = async () => ({
  buildings: await t.db.select().from(buildings).where(eq(buildings.communityId, B)),
  units: await t.db.select().from(units).where(eq(units.communityId, B)),
  unitMembers: await t.db.select().from(unitMembers).where(eq(unitMembers.communityId, B)),
  memberships: await t.db.select().from(memberships).where(eq(memberships.communityId, B)),
  cars: await t.db.select().from(unitCars).where(eq(unitCars.communityId, B)),
  codes: await t.db.select().from(invitationCodes).where(eq(invitationCodes.communityId, B)),
});

beforeAll(async () => {
  t = await createTestApp();
  await runOperatorCommand(t.db, 'create-user', {
    email: 'pmc-a@demo.test',
    password: 'tenant-a-2024',
    firstname: 'A',
  });
  await runOperatorCommand(t.db, 'add-member', { community: A, email: 'pmc-a@demo.test', role: 'PMC' });
  pmcA = await callerFor(t, 'pmc-a@demo.test', 'tenant-a-2024');
  const [building] = await t.db.select().from(buildings).where(eq(buildings.communityId, B));
  const [unit] = await t.db
    .select()
    .from(units)
    .where(and(eq(units.communityId, B), eq(units.unitNo, '2/7')));
  const [car] = await t.db.select().from(unitCars).where(eq(unitCars.communityId, B));
  const [code] = await t.db.select().from(invitationCodes).where(eq(invitationCodes.communityId, B));
  const [onlyInB] = await t.db
    .select({ email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.communityId, B),
        like(users.email, '%.gr%@demo.test'),
        ne(memberships.role, 'ADMIN'),
      ),
    );
  b = {
    buildingID: building!.id,
    unitID: unit!.id,
    unitNo: unit!.unitNo,
    carID: car!.id,
    code: code!.code,
    onlyInB: onlyInB!.email,
  };
});
afterAll(() => t.close());

describe('a PMC of community A', () => {
  it("gets 403 for B's data", async () => {
    for (const url of [
      '/api/community/unit',
      '/api/community/member',
      '/api/community/resident',
      '/api/directory/summary',
    ]) {
      expectRefusal(await pmcA('GET', url, { query: { communityID: B } }), 403, 'FORBIDDEN');
    }
    expectRefusal(
      await pmcA('PUT', '/api/community/building', {
        body: { communityID: B, buildingID: b.buildingID, name: 'x' },
      }),
      403,
      'FORBIDDEN',
    );
  });

  it("cannot reach B's rows by naming them under A's communityID", async () => {
    const before = await snapshotOfB();
    // Each names one of B's rows in a call under A's communityID: [method, url, body, status, code].
    const attempts: [Method, string, object, number, string?][] = [
      [
        'PUT',
        '/api/community/building',
        { buildingID: b.buildingID, name: 'Hijacked' },
        404,
        'BUILDING_NOT_FOUND',
      ],
      ['DELETE', '/api/community/building', { buildingID: b.buildingID }, 404, 'BUILDING_NOT_FOUND'],
      ['POST', '/api/community/unit', { unitNo: 'NEW-1', buildingID: b.buildingID }, 400, 'UNKNOWN_BUILDING'],
      ['PUT', '/api/community/unit', { unitID: b.unitID, areaSqm: 1 }, 404, 'UNIT_NOT_FOUND'],
      ['DELETE', '/api/community/unit/car', { carID: b.carID }, 404, 'CAR_NOT_FOUND'],
      [
        'POST',
        '/api/community/unit/car',
        { unitNo: b.unitNo, plateNo: 'กก 1', province: 'ชลบุรี' },
        404,
        'UNIT_NOT_FOUND',
      ],
      [
        'PUT',
        '/api/community/unit/member/role',
        { unitNo: b.unitNo, userID: 'resident@demo.test', unitRole: 'OWNER' },
        404,
      ],
      [
        'POST',
        '/api/community/unit/member/kick',
        { unitNo: b.unitNo, userID: 'resident@demo.test', reason: 'not yours' },
        404,
      ],
      ['PUT', '/api/community/member/role', { userID: b.onlyInB, role: 'PMC' }, 404, 'MEMBER_NOT_FOUND'],
      [
        'DELETE',
        '/api/community/member',
        { userID: b.onlyInB, reason: 'not yours' },
        404,
        'MEMBER_NOT_FOUND',
      ],
      ['POST', '/api/community/invitation/gen', { buildingID: b.buildingID }, 400, 'UNKNOWN_BUILDING'],
      ['POST', '/api/community/invitation/gen', { unitNos: [b.unitNo] }, 400, 'UNIT_NOT_FOUND'],
    ];
    for (const [method, url, extra, status, code] of attempts) {
      expectRefusal(await pmcA(method, url, { body: { communityID: A, ...extra } }), status, code);
    }
    expect(
      (
        await pmcA('POST', '/api/community/invitation/revoke', { body: { communityID: A, codes: [b.code] } })
      ).json().data,
    ).toEqual({ revoked: 0 });
    // B in the body while the query names A: the guard and every query go by A.
    expectRefusal(
      await pmcA('PUT', '/api/community/building', {
        query: { communityID: A },
        body: { communityID: B, buildingID: b.buildingID, name: 'x' },
      }),
      404,
      'BUILDING_NOT_FOUND',
    );
    expect(await snapshotOfB()).toEqual(before);
  });

  it("never sees B's rows in A's lists", async () => {
    const get = async (url: string, query: object) =>
      (await pmcA('GET', url, { query: { communityID: A, limit: 100, ...query } })).json().items;
    expect(await get('/api/community/unit', { q: '/' })).toEqual([]);
    expect(await get('/api/community/unit', { buildingID: b.buildingID })).toEqual([]);
    expect(await get('/api/community/resident', { buildingID: b.buildingID })).toEqual([]);
    expect(await get('/api/community/member', { q: b.onlyInB })).toEqual([]);
    expect(await get('/api/community/unit/invitation', { q: b.code })).toEqual([]);
    for (const status of ['PENDING', 'USED', 'EXPIRED', 'REVOKED']) {
      const codes = (await get('/api/community/unit/invitation', { status })).map(
        (i: { code: string }) => i.code,
      );
      expect(codes).not.toContain(b.code);
    }
    const letters = (
      await pmcA('GET', '/api/community/invitation/letter', {
        query: { communityID: A, buildingID: b.buildingID },
      })
    ).json().data.letters;
    expect(letters).toEqual([]);
    expectRefusal(
      await pmcA('GET', '/api/community/unit/detail', { query: { communityID: A, unitNo: b.unitNo } }),
      404,
      'UNIT_NOT_FOUND',
    );
  });

  it("shows a resident's own units of A only, with A's people and cars", async () => {
    const resident = await callerFor(t, 'resident@demo.test');
    const mine = (await resident('GET', '/api/community/unit/mine', { query: { communityID: A } })).json()
      .items as { unitID: string; cars: { carID: string }[] }[];
    expect(mine.length).toBeGreaterThan(0);
    const inA = await t.db.select({ id: units.id }).from(units).where(eq(units.communityId, A));
    const idsOfA = new Set(inA.map((u) => u.id));
    for (const u of mine) expect(idsOfA.has(u.unitID), u.unitID).toBe(true);
    expect(mine.flatMap((u) => u.cars.map((c) => c.carID))).not.toContain(b.carID);
  });
});
