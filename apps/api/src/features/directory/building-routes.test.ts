import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/tables';
import { buildings } from '../../platform/residence/tables';
import { appWithCallers, type Caller } from '../../test/as-user';
import { buildingIdOf } from '../../test/lookups';
import { expectRefusal } from '../../test/refusal';
import { countAudits, countRows } from '../../test/rows';
import type { TestApp } from '../../test/test-app';

const C = 'riverside-condo';
let t: TestApp;
let pmc: Caller;
beforeAll(async () => {
  ({ t, pmc } = await appWithCallers('pmc'));
});
afterAll(() => t.close());

const audits = (action: string) => countAudits(t.db, C, action);
const buildingId = (name: string) => buildingIdOf(t, C, name);

describe('buildings', () => {
  it('lists the buildings with their unit counts', async () => {
    const res = await pmc('GET', '/api/community/building', { query: { communityID: C } });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([
      { buildingID: expect.any(String), name: 'อาคาร A', floors: 8, unitCount: 48 },
      { buildingID: expect.any(String), name: 'อาคาร B', floors: 8, unitCount: 48 },
    ]);
  });

  it('creates, renames and removes an empty building, with an audit row each', async () => {
    const created = await pmc('POST', '/api/community/building', {
      body: { communityID: C, name: ' อาคาร C ', floors: 4 },
    });
    expect(created.statusCode).toBe(200);
    const b = created.json().data;
    expect(b).toMatchObject({ name: 'อาคาร C', floors: 4, unitCount: 0 });
    const renamed = await pmc('PUT', '/api/community/building', {
      body: { communityID: C, buildingID: b.buildingID, name: 'อาคาร C1', floors: 5 },
    });
    expect(renamed.json().data).toMatchObject({ name: 'อาคาร C1', floors: 5 });
    expect(
      (await pmc('DELETE', '/api/community/building', { body: { communityID: C, buildingID: b.buildingID } }))
        .statusCode,
    ).toBe(200);
    expect(await audits('building.create')).toBe(1);
    expect(await audits('building.update')).toBe(1);
    expect(await audits('building.delete')).toBe(1);
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'building.update'));
    expect(row).toMatchObject({
      actor: 'pmc@demo.test',
      before: { name: 'อาคาร C', floors: 4 },
      after: { name: 'อาคาร C1' },
    });
  });

  it('refuses a duplicate name, bad fields, fewer floors than its units use, and a building with units', async () => {
    const before = await countRows(t.db, buildings);
    expectRefusal(
      await pmc('POST', '/api/community/building', { body: { communityID: C, name: 'อาคาร A', floors: 3 } }),
      409,
      'BUILDING_EXISTS',
    );
    expectRefusal(
      await pmc('POST', '/api/community/building', { body: { communityID: C, name: '', floors: 3 } }),
      400,
      'VALIDATION_FAILED',
      /Building name is required/,
    );
    expectRefusal(
      await pmc('POST', '/api/community/building', { body: { communityID: C, name: 'X', floors: 0 } }),
      400,
      'VALIDATION_FAILED',
      /floors must be at least 1/,
    );
    expectRefusal(
      await pmc('POST', '/api/community/building', { body: { communityID: C, name: 'X', floors: 2.5 } }),
      400,
      'VALIDATION_FAILED',
      /whole number/,
    );
    expect(await countRows(t.db, buildings)).toBe(before);
    const a = await buildingId('อาคาร A');
    expectRefusal(
      await pmc('PUT', '/api/community/building', { body: { communityID: C, buildingID: a, floors: 7 } }),
      400,
      'FLOOR_OUT_OF_RANGE',
      /floor 8/,
    );
    expectRefusal(
      await pmc('PUT', '/api/community/building', {
        body: { communityID: C, buildingID: a, name: 'อาคาร B' },
      }),
      409,
      'BUILDING_EXISTS',
    );
    expectRefusal(
      await pmc('DELETE', '/api/community/building', { body: { communityID: C, buildingID: a } }),
      409,
      'BUILDING_NOT_EMPTY',
    );
    expectRefusal(
      await pmc('PUT', '/api/community/building', {
        body: { communityID: C, buildingID: crypto.randomUUID(), floors: 9 },
      }),
      404,
      'BUILDING_NOT_FOUND',
    );
    expectRefusal(
      await pmc('PUT', '/api/community/building', {
        body: { communityID: C, buildingID: 'nope', floors: 9 },
      }),
      400,
      'VALIDATION_FAILED',
      /buildingID is not valid/,
    );
    expect((await t.db.select().from(buildings).where(eq(buildings.id, a)))[0]).toMatchObject({
      name: 'อาคาร A',
      floors: 8,
    });
  });
});
