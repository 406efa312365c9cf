import type { Access } from '@cc/contracts/access';
import { type ParcelOpName, parcelOps } from '@cc/contracts/parcel-ops';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../../test/refusal';
import { countRows } from '../../test/rows';
import { type Desk, LAKESIDE, openDesk, RIVERSIDE, receive, type Who } from './parcel-test-kit';
import { parcelEvents, parcels } from './tables';

interface Ctx {
  community: string;
  parcelID: string;
  unitID: string;
}
type Sample = (c: Ctx) => { query?: Record<string, string>; body?: Record<string, unknown> };

const proxy = { kind: 'PROXY', name: 'A B', phone: '0812345678' };
/** A well-formed call of every operation, so only access decides the answer. */
const SAMPLES: Record<ParcelOpName, Sample> = {
  receive: (c) => ({
    body: {
      communityID: c.community,
      trackingNo: 'ACC-001',
      carrier: 'Kerry Express',
      type: 'BOX',
      unitID: c.unitID,
      recipientName: 'A B',
    },
  }),
  list: (c) => ({ query: { communityID: c.community } }),
  tabCounts: (c) => ({ query: { communityID: c.community } }),
  deskSummary: (c) => ({ query: { communityID: c.community } }),
  summary: (c) => ({ query: { communityID: c.community } }),
  info: (c) => ({ query: { communityID: c.community, parcelID: c.parcelID } }),
  nextNo: (c) => ({ query: { communityID: c.community } }),
  trackingExist: (c) => ({ query: { communityID: c.community, trackingNo: 'ACC-001' } }),
  recipient: (c) => ({ query: { communityID: c.community, q: 'A' } }),
  deliveryList: (c) => ({ query: { communityID: c.community } }),
  typeList: (c) => ({ query: { communityID: c.community } }),
  update: (c) => ({ body: { communityID: c.community, parcelID: c.parcelID, note: 'changed' } }),
  print: (c) => ({ body: { communityID: c.community, parcelIDs: [c.parcelID] } }),
  printFlag: (c) => ({ body: { communityID: c.community, parcelIDs: [c.parcelID] } }),
  handOut: (c) => ({ body: { communityID: c.community, parcelID: c.parcelID, collector: proxy } }),
  handOutMultiple: (c) => ({ body: { communityID: c.community, parcelIDs: [c.parcelID], collector: proxy } }),
  undoHandOut: (c) => ({ body: { communityID: c.community, parcelID: c.parcelID, reason: 'mistake' } }),
  return: (c) => ({ body: { communityID: c.community, parcelID: c.parcelID } }),
  returnMultiple: (c) => ({ body: { communityID: c.community, parcelIDs: [c.parcelID] } }),
  delete: (c) => ({ body: { communityID: c.community, parcelID: c.parcelID, reason: 'mistake' } }),
  overdue: (c) => ({ query: { communityID: c.community } }),
  overdueCount: (c) => ({ query: { communityID: c.community } }),
  search: (c) => ({ query: { communityID: c.community, q: 'ACC' } }),
  searchMobile: (c) => ({ query: { communityID: c.community, q: 'ACC' } }),
  activity: (c) => ({ query: { communityID: c.community, parcelID: c.parcelID } }),
  activityLog: (c) => ({ query: { communityID: c.community } }),
  preference: (c) => ({ query: { communityID: c.community } }),
  preferenceUpdate: (c) => ({ body: { communityID: c.community, overdueDays: 7 } }),
  overtimeRequest: (c) => ({ body: { communityID: c.community, parcelID: c.parcelID, days: 1 } }),
  overtimeGet: (c) => ({ query: { communityID: c.community, parcelID: c.parcelID } }),
  overtimeCancel: (c) => ({ body: { communityID: c.community, parcelID: c.parcelID } }),
  overtimeList: (c) => ({ query: { communityID: c.community } }),
  overtimeSettings: (c) => ({ query: { communityID: c.community } }),
  overtimeSettingsUpdate: (c) => ({
    body: { communityID: c.community, overtimeAllowed: true, overtimeMaxDays: 7 },
  }),
  importTemplate: (c) => ({ query: { communityID: c.community, format: 'csv' } }),
  import: (c) => ({ query: { communityID: c.community, dryRun: 'true' } }),
  importStatus: (c) => ({
    query: { communityID: c.community, importID: '00000000-0000-4000-8000-000000000000' },
  }),
  reportHistory: (c) => ({ query: { communityID: c.community, from: '2025-01-01', to: '2025-01-31' } }),
  reportRemaining: (c) => ({ query: { communityID: c.community } }),
  remainingExcel: (c) => ({ query: { communityID: c.community } }),
  mine: (c) => ({ query: { communityID: c.community } }),
};

const NAMES = Object.keys(parcelOps) as ParcelOpName[];
const permissionOf = (a: Access) => (a.kind === 'community' ? a.permission : undefined);

let d: Desk;
let ctx: Ctx;
beforeAll(async () => {
  d = await openDesk();
  const unitID = await d.unit('A-0304');
  ctx = {
    community: RIVERSIDE,
    unitID,
    parcelID: (await receive(d, { unitID, recipientName: 'สุดา มีสุข' })).parcelID,
  };
});
afterAll(() => d.t.close());

const call = (who: Who, name: ParcelOpName, c: Ctx) => {
  const op = parcelOps[name];
  return d.call(who, op.method, op.path, SAMPLES[name](c));
};

describe('roles', () => {
  it('publishes every operation in the OpenAPI document', async () => {
    const doc = (await d.t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    for (const op of Object.values(parcelOps))
      expect(doc.paths[op.path]?.[op.method.toLowerCase()], op.path).toBeDefined();
  });

  it('has a sample for every operation, and every operation declares its permission', () => {
    for (const name of NAMES)
      expect(permissionOf(parcelOps[name].access), name).toMatch(/^PARCEL:(read|write|approve)$/);
  });

  it('keeps residents and committee members away from the desk', async () => {
    for (const name of NAMES.filter((n) => permissionOf(parcelOps[n].access) !== 'PARCEL:read')) {
      for (const who of ['resident', 'committee'] as const) {
        expectRefusal(await call(who, name, ctx), 403, 'PERMISSION_DENIED');
      }
    }
  });

  it('lets the guard work the desk but not change its rules; PMC and admin do both', async () => {
    for (const name of NAMES) {
      const permission = permissionOf(parcelOps[name].access);
      const guard = await call('guard', name, ctx);
      if (permission === 'PARCEL:approve') expectRefusal(guard, 403, 'PERMISSION_DENIED');
      else expect(guard.statusCode, `${name}: ${guard.body}`).not.toBe(403);
      for (const who of ['pmc', 'admin'] as const) {
        expect((await call(who, name, ctx)).statusCode, name).not.toBe(403);
      }
    }
  });

  it('refuses every operation without a sign-in, and where the feature is off', async () => {
    for (const name of NAMES) {
      const op = parcelOps[name];
      const res = await d.t.app.inject({ method: op.method, url: op.path, ...SAMPLES[name](ctx) });
      expect(res.statusCode, name).toBe(401);
    }
    // Parcels are hidden in villages (spec 4): the PMC of the village gets nowhere.
    expectRefusal(
      await call('pmc', 'summary', { ...ctx, community: 'green-ville-village' }),
      403,
      'FEATURE_DISABLED',
    );
  });
});

describe('tenant isolation', () => {
  it("keeps lakeside's staff from every riverside parcel, even by its ID", async () => {
    const lake = { ...ctx, community: LAKESIDE };
    const events = await countRows(d.t.db, parcelEvents, eq(parcelEvents.parcelId, ctx.parcelID));
    const [before] = await d.t.db.select().from(parcels).where(eq(parcels.id, ctx.parcelID));
    for (const name of NAMES) {
      const res = await call('lakePmc', name, lake);
      if (
        SAMPLES[name](lake).body?.parcelID ||
        SAMPLES[name](lake).body?.parcelIDs ||
        SAMPLES[name](lake).query?.parcelID
      ) {
        expect(res.statusCode, `${name}: ${res.body}`).toBe(404);
      } else {
        expect(res.body, name).not.toContain(ctx.parcelID);
      }
    }
    const [after] = await d.t.db.select().from(parcels).where(eq(parcels.id, ctx.parcelID));
    expect(after).toEqual(before);
    expect(await countRows(d.t.db, parcelEvents, eq(parcelEvents.parcelId, ctx.parcelID))).toBe(events);
  });

  it('shows each community only its own parcels in lists, counts and searches', async () => {
    const lakeUnit = await d.unit('L-101', LAKESIDE);
    const lakeParcel = await d.call('lakePmc', 'POST', '/api/parcel/pmc', {
      body: {
        communityID: LAKESIDE,
        trackingNo: 'LAKE-0001',
        carrier: 'Kerry Express',
        type: 'BOX',
        unitID: lakeUnit,
        recipientName: 'Lake Home',
      },
    });
    expect(lakeParcel.statusCode, lakeParcel.body).toBe(200);
    // Lakeside numbers its parcels from 1, whatever riverside has reached.
    expect(lakeParcel.json().data.no).toBe(1);
    const lakeId = lakeParcel.json().data.parcelID;
    const list = (
      await d.call('lakePmc', 'GET', '/api/parcel/pmc', { query: { communityID: LAKESIDE } })
    ).json().items;
    expect(list.map((p: { parcelID: string }) => p.parcelID)).toEqual([lakeId]);
    expect(
      (await d.call('lakePmc', 'GET', '/api/parcel/summary', { query: { communityID: LAKESIDE } })).json()
        .data,
    ).toEqual({ waiting: 1, overdue: 0 });
    expect(
      (
        await d.call('lakePmc', 'GET', '/api/parcel/search', {
          query: { communityID: LAKESIDE, q: 'A-0304' },
        })
      ).json().items,
    ).toEqual([]);
    const lakeMine = (
      await d.call('lakeResident', 'GET', '/api/parcel/my', { query: { communityID: LAKESIDE } })
    ).json().items;
    expect(lakeMine.map((p: { parcelID: string }) => p.parcelID)).toEqual([lakeId]);
    // Riverside's side of the wall: not its parcel, not its community.
    expectRefusal(
      await d.call('pmc', 'GET', '/api/parcel/info', { query: { communityID: RIVERSIDE, parcelID: lakeId } }),
      404,
    );
    expectRefusal(
      await d.call('pmc', 'GET', '/api/parcel/info', { query: { communityID: LAKESIDE, parcelID: lakeId } }),
      403,
      'FORBIDDEN',
    );
    const riverside = (
      await d.call('pmc', 'GET', '/api/parcel/search', { query: { communityID: RIVERSIDE, q: 'LAKE-0001' } })
    ).json();
    expect(riverside.items).toEqual([]);
  });

  it('refuses a unit or a collector of another community', async () => {
    expectRefusal(
      await d.call('lakePmc', 'POST', '/api/parcel/pmc', {
        body: {
          communityID: LAKESIDE,
          trackingNo: 'LAKE-0002',
          carrier: 'Kerry Express',
          type: 'BOX',
          unitID: ctx.unitID,
          recipientName: 'X Y',
        },
      }),
      400,
      'UNIT_NOT_FOUND',
    );
    const lakeUnit = await d.unit('L-102', LAKESIDE);
    const p = await d.call('lakePmc', 'POST', '/api/parcel/pmc', {
      body: {
        communityID: LAKESIDE,
        trackingNo: 'LAKE-0003',
        carrier: 'Kerry Express',
        type: 'BOX',
        unitID: lakeUnit,
        recipientName: 'X Y',
      },
    });
    const resident = await d.userId('resident@demo.test');
    expectRefusal(
      await d.call('lakePmc', 'POST', '/api/parcel/export', {
        body: {
          communityID: LAKESIDE,
          parcelID: p.json().data.parcelID,
          collector: { kind: 'RESIDENT', userID: resident },
        },
      }),
      400,
      'NOT_A_RESIDENT',
    );
  });
});
