import { type ParcelOpName, parcelOps } from '@cc/contracts/parcel-ops';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../../test/rows';
import { bearer } from '../../test/test-app';
import { csv, lines } from './import/import-test-kit';
import {
  type Desk,
  LAKESIDE,
  newTracking,
  openDesk,
  PROXY,
  RIVERSIDE,
  receive,
  type Who,
} from './parcel-test-kit';
import { parcels } from './tables';

/**
 * Every parcel queries file, reached through its operation by a member of Lakeside while
 * Riverside holds parcels of every kind (waiting, overdue, handed out today, with an overtime
 * request and a log): Lakeside gets none of them. Each check first shows that Riverside, asking
 * the same, does get its own, so an empty answer means the wall held and not that nothing matched.
 */
let d: Desk;
let river: { parcelID: string; no: number; tracking: string; residentName: string };
let late: string;
const today = new Date().toISOString().slice(0, 10);
const dates = { from: new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10), to: today };

beforeAll(async () => {
  d = await openDesk();
  const home = await d.unit('A-0304');
  const residentId = await d.userId('resident@demo.test');
  const tracking = newTracking('RIV');
  const waiting = await receive(d, { unitID: home, recipientUserID: residentId, trackingNo: tracking });
  late = (await receive(d, { unitID: home, recipientName: 'Late Parcel' })).parcelID;
  await d.t.db
    .update(parcels)
    .set({ receivedAt: new Date(Date.now() - 60 * 86_400_000) })
    .where(eq(parcels.id, late));
  const out = await receive(d, { unitID: home, recipientName: 'Gone Today' });
  const handOut = { communityID: RIVERSIDE, parcelID: out.parcelID, collector: PROXY };
  expect((await d.call('guard', 'POST', '/api/parcel/export', { body: handOut })).statusCode).toBe(200);
  const overtime = { communityID: RIVERSIDE, parcelID: waiting.parcelID, days: 1 };
  const asked = await d.call('resident', 'POST', '/api/parcel/req-overtime', { body: overtime });
  expect(asked.statusCode, asked.body).toBe(200);
  const [resident] = (await call('pmc', 'recipient', RIVERSIDE, { q: 'A-0304' })).items[0].residents;
  river = { parcelID: waiting.parcelID, no: waiting.no, tracking, residentName: resident.name };
});
afterAll(() => d.t.close());

async function call(who: Who, name: ParcelOpName, community: string, query: Record<string, string> = {}) {
  const op = parcelOps[name];
  const res = await d.call(who, op.method, op.path, { query: { communityID: community, ...query } });
  expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
  return res.json();
}

/** The same question asked in both communities: Riverside's answer, then Lakeside's. */
const both = async (name: ParcelOpName, query: Record<string, string> = {}) => [
  await call('pmc', name, RIVERSIDE, query),
  await call('lakePmc', name, LAKESIDE, query),
];

describe("a Lakeside member gets nothing of Riverside's parcels", () => {
  it('in the list, with its filters and pages', async () => {
    const queries: Record<string, string>[] = [
      {},
      { tab: 'waiting' },
      dates,
      { lastKey: `${new Date(Date.now() + 1e9).toISOString()}_1` },
    ];
    for (const query of queries) {
      const [r, l] = await both('list', query);
      expect(r.items.length, JSON.stringify(query)).toBeGreaterThan(0);
      expect(l.items, JSON.stringify(query)).toEqual([]);
    }
  });

  it('in the tab counts, the desk summary and the card', async () => {
    for (const query of [{}, dates]) {
      const [r, l] = await both('tabCounts', query);
      expect(r.data.waiting).toBeGreaterThan(0);
      expect(l.data).toEqual({ all: 0, waiting: 0, notice: 0 });
    }
    const [r, l] = await both('deskSummary');
    for (const k of ['waiting', 'overdue', 'overtimeRequests', 'handedOutToday'])
      expect(r.data[k], k).toBeGreaterThan(0);
    expect(l.data).toMatchObject({
      waiting: 0,
      overdue: 0,
      notice: 0,
      overtimeRequests: 0,
      receivedToday: 0,
      handedOutToday: 0,
      returnedToday: 0,
    });
    expect((await both('summary'))[1].data).toEqual({ waiting: 0, overdue: 0 });
  });

  it('among the overdue', async () => {
    const [r, l] = await both('overdue');
    expect(r.items.map((p: { parcelID: string }) => p.parcelID)).toContain(late);
    expect(l.items).toEqual([]);
    const [rc, lc] = await both('overdueCount');
    expect(rc.data.count).toBeGreaterThan(0);
    expect(lc.data.count).toBe(0);
  });

  it('in searches by tracking number, unit, parcel number and name', async () => {
    for (const q of [river.tracking, 'A-0304', 'a0304', `#${river.no}`, String(river.no), 'Late']) {
      const [r, l] = await both('search', { q });
      expect(r.items.length, q).toBeGreaterThan(0);
      expect(l.items, q).toEqual([]);
      const [rm, lm] = await both('searchMobile', { q });
      expect(rm.items.length, q).toBeGreaterThan(0);
      expect(lm.items, q).toEqual([]);
    }
  });

  it('in the reports', async () => {
    const [r, l] = await both('reportHistory', dates);
    expect(r.data.totals.received).toBeGreaterThan(0);
    expect(l.data.totals).toEqual({ received: 0, handedOut: 0, returned: 0 });
    const [rr, lr] = await both('reportRemaining');
    expect(rr.data.total).toBeGreaterThan(0);
    expect(rr.data.overdue).toBeGreaterThan(0);
    expect(lr.data).toMatchObject({ total: 0, overdue: 0 });
  });

  it('in the activity log', async () => {
    for (const query of [{}, dates]) {
      const [r, l] = await both('activityLog', query);
      expect(r.items.length).toBeGreaterThan(0);
      expect(l.items).toEqual([]);
    }
  });

  it('in the recipient picker, by unit, name or phone', async () => {
    for (const q of ['A-0304', 'a0304', river.residentName]) {
      const [r, l] = await both('recipient', { q });
      expect(r.items.length, q).toBeGreaterThan(0);
      expect(l.items, q).toEqual([]);
    }
  });

  it('in parcel numbers and overtime requests', async () => {
    const [r, l] = await both('nextNo');
    expect(r.data.nextNo).toBeGreaterThan(3);
    expect(l.data.nextNo).toBe(1);
    const [ro, lo] = await both('overtimeList');
    expect(ro.items.map((o: { parcelID: string }) => o.parcelID)).toContain(river.parcelID);
    expect(lo.items).toEqual([]);
    const op = parcelOps.overtimeGet;
    const query = { communityID: LAKESIDE, parcelID: river.parcelID };
    expect((await d.call('lakeResident', op.method, op.path, { query })).statusCode).toBe(404);
  });

  it("in an import: Riverside's units are unknown, its waiting parcels no duplicates, its numbers its own", async () => {
    const file = (unit: string, tracking = newTracking('LAKE')) =>
      csv([[tracking, 'Kerry Express', 'box', unit, 'Lake Import', '', '', '']]);
    const check = await lakeImport(file('A-0304'), true);
    expect(check.json().data.errors).toEqual([
      { row: 2, column: 'Unit', message: 'There is no unit A-0304' },
    ]);
    const again = await lakeImport(file('L-101', river.tracking), true);
    expect(again.json().data).toEqual({ total: 1, valid: 1, errors: [] });
    const riverParcels = await countRows(d.t.db, parcels, eq(parcels.communityId, RIVERSIDE));
    const saved = await lakeImport(file('L-102'), false);
    expect(lines(saved.body).at(-1)).toMatchObject({ type: 'result', isSuccess: true, data: { firstNo: 1 } });
    expect(await countRows(d.t.db, parcels, eq(parcels.communityId, RIVERSIDE))).toBe(riverParcels);
    expect(await countRows(d.t.db, parcels, eq(parcels.communityId, LAKESIDE))).toBe(1);
  });
});

/** Lakeside's PMC uploads a file to import (the import kit's upload is Riverside's). */
function lakeImport(file: string, dryRun: boolean) {
  const boundary = '----lake';
  const payload = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="lake.csv"\r\n\r\n${file}\r\n--${boundary}--\r\n`,
  );
  return d.t.app.inject({
    method: 'POST',
    url: parcelOps.import.path,
    query: { communityID: LAKESIDE, dryRun: String(dryRun) },
    headers: { ...bearer(d.tokens.lakePmc), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}
