import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { units } from '../../platform/residence/tables';
import { appWithCallers, type Caller } from '../../test/as-user';
import { buildingIdOf } from '../../test/lookups';
import { expectRefusal } from '../../test/refusal';
import { countAudits, countRows } from '../../test/rows';
import type { TestApp } from '../../test/test-app';
import { unitCars } from './tables';

const C = 'riverside-condo';
let t: TestApp;
let pmc: Caller;
let resident: Caller;
beforeAll(async () => {
  ({ t, pmc, resident } = await appWithCallers('pmc', 'resident'));
});
afterAll(() => t.close());

const unitCount = () => countRows(t.db, units, eq(units.communityId, C));
const audits = (action: string) => countAudits(t.db, C, action);
const buildingId = (name: string) => buildingIdOf(t, C, name);

describe('units', () => {
  const list = (query: Record<string, string | number>) =>
    pmc('GET', '/api/community/unit', { query: { communityID: C, ...query } });

  it('pages through every unit in unit-number order with lastKey', async () => {
    const seen: string[] = [];
    let lastKey: string | undefined = 'undefined';
    do {
      const res = await list({ limit: 25, ...(lastKey ? { lastKey } : {}) });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      seen.push(...body.items.map((u: { unitNo: string }) => u.unitNo));
      lastKey = body.lastKey ?? undefined;
    } while (lastKey);
    expect(seen).toHaveLength(96);
    expect(new Set(seen).size).toBe(96);
    expect(seen).toEqual([...seen].sort());
  });

  it('searches by unit number and filters by building, floor and type', async () => {
    const found = (await list({ q: '0304' })).json().items.map((u: { unitNo: string }) => u.unitNo);
    expect(found).toEqual(['A-0304', 'B-0304']);
    const a = await buildingId('อาคาร A');
    const inA = (await list({ buildingID: a, limit: 100 })).json().items;
    expect(inA).toHaveLength(48);
    expect(inA.every((u: { buildingName: string }) => u.buildingName === 'อาคาร A')).toBe(true);
    expect((await list({ floor: 3, limit: 100 })).json().items).toHaveLength(12);
    const twoBed = (await list({ unitType: '2 ห้องนอน', limit: 100 })).json().items;
    expect(twoBed.length).toBeGreaterThan(0);
    expect(twoBed.every((u: { unitType: string }) => u.unitType === '2 ห้องนอน')).toBe(true);
    const [a0304] = (await list({ q: 'a-0304' })).json().items;
    expect(a0304).toMatchObject({
      unitNo: 'A-0304',
      floor: 3,
      areaSqm: expect.any(Number),
      ownershipRatio: expect.any(Number),
      residentCount: 1,
    });
  });

  it('lists the unit types in use, for the filter', async () => {
    const res = await pmc('GET', '/api/community/unit/type', { query: { communityID: C } });
    expect(res.json().items).toEqual(['1 ห้องนอน', '2 ห้องนอน']);
  });

  it('refuses a bad lastKey, limit or filter', async () => {
    expectRefusal(await list({ lastKey: 'garbage' }), 400, 'BAD_LAST_KEY');
    expectRefusal(await list({ limit: 101 }), 400, 'VALIDATION_FAILED', /at most 100/);
    expectRefusal(await list({ floor: 'two' }), 400, 'VALIDATION_FAILED', /floor/);
    expectRefusal(await list({ buildingID: 'x' }), 400, 'VALIDATION_FAILED', /buildingID/);
  });

  it('creates a unit (upper-casing its number) and edits it', async () => {
    const b = await buildingId('อาคาร B');
    const res = await pmc('POST', '/api/community/unit', {
      body: {
        communityID: C,
        unitNo: 'b-0807',
        buildingID: b,
        floor: 8,
        areaSqm: 45.5,
        ownershipRatio: 0.0105,
        unitType: 'Penthouse',
      },
    });
    expect(res.statusCode).toBe(200);
    const u = res.json().data;
    expect(u).toMatchObject({
      unitNo: 'B-0807',
      buildingName: 'อาคาร B',
      floor: 8,
      areaSqm: 45.5,
      ownershipRatio: 0.0105,
      residentCount: 0,
    });
    const edited = await pmc('PUT', '/api/community/unit', {
      body: { communityID: C, unitID: u.unitID, areaSqm: 46, unitType: null, floor: null },
    });
    expect(edited.json().data).toMatchObject({ unitNo: 'B-0807', areaSqm: 46, unitType: null, floor: null });
    const renamed = await pmc('PUT', '/api/community/unit', {
      body: { communityID: C, unitID: u.unitID, unitNo: 'B-0808' },
    });
    expect(renamed.json().data.unitNo).toBe('B-0808');
    expect(await audits('unit.create')).toBe(1);
    expect(await audits('unit.update')).toBe(2);
  });

  it('refuses duplicates, unknown buildings, floors above the building and malformed fields, writing nothing', async () => {
    const before = await unitCount();
    const a = await buildingId('อาคาร A');
    const post = (body: object) => pmc('POST', '/api/community/unit', { body: { communityID: C, ...body } });
    expectRefusal(await post({ unitNo: 'A-0304' }), 409, 'UNIT_EXISTS');
    expectRefusal(
      await post({ unitNo: 'A-0901', buildingID: a, floor: 9 }),
      400,
      'FLOOR_OUT_OF_RANGE',
      /8 floors/,
    );
    expectRefusal(await post({ unitNo: 'A-0999', buildingID: crypto.randomUUID() }), 400, 'UNKNOWN_BUILDING');
    expectRefusal(await post({ unitNo: '' }), 400, 'VALIDATION_FAILED', /unitNo is required/);
    expectRefusal(await post({ unitNo: 'A#1' }), 400, 'VALIDATION_FAILED', /unitNo may hold/);
    expectRefusal(await post({ unitNo: 'X-1', areaSqm: 10.123 }), 400, 'VALIDATION_FAILED', /2 decimals/);
    expectRefusal(await post({ unitNo: 'X-1', areaSqm: -5 }), 400, 'VALIDATION_FAILED', /more than 0/);
    expectRefusal(
      await post({ unitNo: 'X-1', ownershipRatio: 1.5 }),
      400,
      'VALIDATION_FAILED',
      /fraction of 1/,
    );
    expectRefusal(await post({}), 400, 'VALIDATION_FAILED', /unitNo is required/);
    expect(await unitCount()).toBe(before);
    const [b0101] = (await list({ q: 'B-0101' })).json().items;
    expectRefusal(
      await pmc('PUT', '/api/community/unit', {
        body: { communityID: C, unitID: b0101.unitID, unitNo: 'B-0102' },
      }),
      409,
      'UNIT_EXISTS',
    );
    expectRefusal(
      await pmc('PUT', '/api/community/unit', {
        body: { communityID: C, unitID: crypto.randomUUID(), areaSqm: 3 },
      }),
      404,
      'UNIT_NOT_FOUND',
    );
  });
});

describe('unit detail, my units and cars', () => {
  it("shows a unit's people and cars", async () => {
    const res = await pmc('GET', '/api/community/unit/detail', {
      query: { communityID: C, unitNo: 'A-0304' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      unitNo: 'A-0304',
      members: [
        { userID: 'resident@demo.test', firstname: 'สุดา', unitRole: 'OWNER', since: expect.any(String) },
      ],
      cars: [],
    });
    expectRefusal(
      await pmc('GET', '/api/community/unit/detail', { query: { communityID: C, unitNo: 'Z-9999' } }),
      404,
      'UNIT_NOT_FOUND',
    );
  });

  it('registers a car to a unit and removes it; a plate is registered once', async () => {
    const car = {
      communityID: C,
      unitNo: 'A-0304',
      plateNo: 'กข 1234',
      province: 'กรุงเทพมหานคร',
      brand: 'Toyota',
    };
    const res = await pmc('POST', '/api/community/unit/car', { body: car });
    expect(res.statusCode).toBe(200);
    expectRefusal(
      await pmc('POST', '/api/community/unit/car', { body: { ...car, unitNo: 'A-0305' } }),
      409,
      'CAR_EXISTS',
    );
    expectRefusal(
      await pmc('POST', '/api/community/unit/car', { body: { ...car, plateNo: '' } }),
      400,
      'VALIDATION_FAILED',
      /plateNo/,
    );
    const detail = (
      await pmc('GET', '/api/community/unit/detail', { query: { communityID: C, unitNo: 'A-0304' } })
    ).json().data;
    expect(detail.cars).toEqual([
      {
        carID: expect.any(String),
        plateNo: 'กข 1234',
        province: 'กรุงเทพมหานคร',
        brand: 'Toyota',
        colour: null,
        status: 'APPROVED',
      },
    ]);
    const carID = detail.cars[0].carID;
    expect(
      (await pmc('DELETE', '/api/community/unit/car', { body: { communityID: C, carID } })).statusCode,
    ).toBe(200);
    expectRefusal(
      await pmc('DELETE', '/api/community/unit/car', { body: { communityID: C, carID } }),
      404,
      'CAR_NOT_FOUND',
    );
    // Retired, never deleted: the row stays, cancelled, and no longer listed on the unit.
    const kept = await t.db.select().from(unitCars).where(eq(unitCars.plateNo, 'กข 1234'));
    expect(kept.map((c) => c.status)).toEqual(['CANCELLED']);
  });

  it('shows a resident their own unit only, and refuses them the registry', async () => {
    const mine = await resident('GET', '/api/community/unit/mine', { query: { communityID: C } });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().items.map((u: { unitNo: string }) => u.unitNo)).toEqual(['A-0304']);
    expect(mine.json().items[0].members[0].userID).toBe('resident@demo.test');
    expectRefusal(
      await resident('GET', '/api/community/unit/detail', { query: { communityID: C, unitNo: 'A-0304' } }),
      403,
      'PERMISSION_DENIED',
    );
    expectRefusal(
      await resident('GET', '/api/community/unit', { query: { communityID: C } }),
      403,
      'PERMISSION_DENIED',
    );
  });
});

describe('GET /api/directory/summary', () => {
  it('counts buildings, units, residents and pending invitations', async () => {
    const res = await pmc('GET', '/api/directory/summary', { query: { communityID: C } });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toEqual({
      buildings: 2,
      units: await unitCount(),
      occupiedUnits: expect.any(Number),
      residents: expect.any(Number),
      pendingInvitations: expect.any(Number),
    });
    expect(data.residents).toBeGreaterThanOrEqual(30);
    expect(data.occupiedUnits).toBeLessThanOrEqual(data.residents);
    expect(data.pendingInvitations).toBeGreaterThan(0);
  });
});
