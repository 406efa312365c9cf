import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../../test/refusal';
import { type Desk, openDesk, RIVERSIDE, receive } from './parcel-test-kit';
import { parcels } from './tables';

let d: Desk;
let unit: string;
let unitNo: string;
let ids: string[];
const DAY = 24 * 60 * 60 * 1000;
const q = (extra: Record<string, string> = {}) => ({ query: { communityID: RIVERSIDE, ...extra } });

beforeAll(async () => {
  d = await openDesk();
  // A unit of our own, nobody living there: every parcel needs a notice.
  ({ id: unit, unitNo } = await d.quietUnit());
  ids = [];
  for (let i = 0; i < 7; i++) {
    const carrier = i % 2 ? 'Flash Express' : 'J&T Express';
    ids.push(
      (
        await receive(d, {
          unitID: unit,
          recipientName: `คุณทดสอบ ลำดับ${i}`,
          carrier,
          type: i < 5 ? 'BOX' : 'DOCUMENT',
        })
      ).parcelID,
    );
  }
  // Spread them over the past: parcel i arrived i * 2 days ago (0, 2, 4 ... 12 days).
  for (const [i, id] of ids.entries()) {
    await d.t.db
      .update(parcels)
      .set({ receivedAt: new Date(Date.now() - i * 2 * DAY - 1000) })
      .where(eq(parcels.id, id));
  }
});
afterAll(() => d.t.close());

const list = async (extra: Record<string, string>) => {
  const res = await d.call('pmc', 'GET', '/api/parcel/pmc', q({ unitID: unit, ...extra }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    items: { parcelID: string; no: number; isOverdue: boolean; status: string }[];
    lastKey: string | null;
  };
};

describe('GET /api/parcel/pmc (the desk list)', () => {
  it('pages newest first with lastKey until the end, without repeats', async () => {
    const seen: string[] = [];
    let lastKey: string | undefined;
    for (let page = 0; page < 10; page++) {
      const body = await list({ limit: '3', ...(lastKey ? { lastKey } : {}) });
      seen.push(...body.items.map((p) => p.parcelID));
      if (!body.lastKey) break;
      lastKey = body.lastKey;
    }
    expect(seen).toEqual(ids);
    const first = await list({ limit: '3', lastKey: 'undefined' });
    expect(first.items.map((p) => p.parcelID)).toEqual(ids.slice(0, 3));
  });

  it('filters by date (community days), type, carrier, building and status', async () => {
    const day = (ago: number) =>
      new Date(Date.now() - ago * DAY + 7 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const recent = await list({ from: day(3), to: day(0) });
    expect(recent.items.map((p) => p.parcelID)).toEqual(ids.slice(0, 2));
    expect((await list({ type: 'DOCUMENT' })).items.map((p) => p.parcelID)).toEqual(ids.slice(5));
    expect((await list({ carrier: 'Flash Express' })).items).toHaveLength(3);
    const [ours] = await d.t.db.select().from(parcels).where(eq(parcels.id, ids[0]!));
    const inBuilding = await d.call(
      'pmc',
      'GET',
      '/api/parcel/pmc',
      q({ buildingID: ours!.buildingId!, limit: '100' }),
    );
    const letter = unitNo.slice(0, 2);
    expect(inBuilding.json().items.length).toBeGreaterThan(7);
    expect(inBuilding.json().items.every((p: { unitNo: string }) => p.unitNo.startsWith(letter))).toBe(true);
    expect((await list({ status: 'HANDED_OUT' })).items).toEqual([]);
  });

  it('refuses bad filters clearly', async () => {
    const bad = async (extra: Record<string, string>, message: RegExp) =>
      expectRefusal(await d.call('pmc', 'GET', '/api/parcel/pmc', q(extra)), 400, undefined, message);
    await bad({ tab: 'mine' }, /tab must be one of all, waiting, notice/);
    await bad({ from: '2025-13-01' }, /from must be a date/);
    await bad({ from: '2025-02-01', to: '2025-01-01' }, /from must not be after to/);
    await bad({ limit: '1000' }, /limit must be at most 100/);
    await bad({ lastKey: 'garbage' }, /lastKey is not valid/);
    await bad({ unitID: '1' }, /unitID is not valid/);
  });

  it('keeps the three tabs and their counts in step with print, hand-out and delete', async () => {
    const counts = async () =>
      (await d.call('guard', 'GET', '/api/parcel/pmc/count', q({ unitID: unit }))).json().data as {
        all: number;
        waiting: number;
        notice: number;
      };
    expect(await counts()).toEqual({ all: 7, waiting: 7, notice: 7 });
    expect((await list({ tab: 'notice' })).items).toHaveLength(7);

    const flagged = await d.call('guard', 'POST', '/api/parcel/print/flag', {
      body: { communityID: RIVERSIDE, parcelIDs: ids.slice(0, 2) },
    });
    expect(flagged.statusCode, flagged.body).toBe(200);
    expect(await counts()).toEqual({ all: 7, waiting: 7, notice: 5 });

    const proxy = { kind: 'PROXY', name: 'คุณมานพ รับแทน', phone: '0865551234' };
    const out = await d.call('guard', 'POST', '/api/parcel/export', {
      body: { communityID: RIVERSIDE, parcelID: ids[2], collector: proxy },
    });
    expect(out.statusCode, out.body).toBe(200);
    expect(await counts()).toEqual({ all: 7, waiting: 6, notice: 4 });

    const del = await d.call('pmc', 'DELETE', '/api/parcel/delete', {
      body: { communityID: RIVERSIDE, parcelID: ids[3], reason: 'entered twice' },
    });
    expect(del.statusCode, del.body).toBe(200);
    // Deleted parcels leave "all" unless asked for by status.
    expect(await counts()).toEqual({ all: 6, waiting: 5, notice: 3 });
    expect((await list({ status: 'DELETED' })).items.map((p) => p.parcelID)).toEqual([ids[3]]);
    expect((await list({ tab: 'waiting' })).items.map((p) => p.parcelID)).toEqual([
      ids[0],
      ids[1],
      ids[4],
      ids[5],
      ids[6],
    ]);
  });
});

describe('overdue', () => {
  it('lists waiting parcels past the overdue days, oldest first, and counts them', async () => {
    // Default 7 days: parcels 4, 5 and 6 arrived 8, 10 and 12 days ago (parcel 3 was deleted).
    const res = await d.call('guard', 'GET', '/api/parcel/overdue', q({ unitID: unit }));
    expect(res.json().items.map((p: { parcelID: string }) => p.parcelID)).toEqual([ids[6], ids[5], ids[4]]);
    expect(res.json().items.every((p: { isOverdue: boolean }) => p.isOverdue)).toBe(true);
    const waitingNotOverdue = (await list({ tab: 'waiting' })).items.filter((p) => !p.isOverdue);
    expect(waitingNotOverdue.map((p) => p.parcelID)).toEqual([ids[0], ids[1]]);
    const total = (await d.call('guard', 'GET', '/api/parcel/overdue/count', q())).json().data.count;
    const everyOverdue = await d.call('guard', 'GET', '/api/parcel/overdue', q({ limit: '100' }));
    expect(everyOverdue.json().items).toHaveLength(total);
  });

  it('follows the community setting', async () => {
    const set = (overdueDays: number) =>
      d.call('pmc', 'PUT', '/api/parcel/preference', { body: { communityID: RIVERSIDE, overdueDays } });
    expect((await set(1)).statusCode).toBe(200);
    const res = await d.call('guard', 'GET', '/api/parcel/overdue', q({ unitID: unit }));
    expect(res.json().items).toHaveLength(4);
    expect((await set(7)).statusCode).toBe(200);
  });
});

describe('summaries', () => {
  it('answers the dashboard card and the desk summary from live counts', async () => {
    const card = (await d.call('guard', 'GET', '/api/parcel/summary', q())).json().data;
    const waiting = (await d.t.db.select().from(parcels).where(eq(parcels.status, 'WAITING'))).filter(
      (p) => p.communityId === RIVERSIDE,
    );
    expect(card.waiting).toBe(waiting.length);
    expect(card.overdue).toBe(
      (await d.call('guard', 'GET', '/api/parcel/overdue/count', q())).json().data.count,
    );
    const desk = (await d.call('guard', 'GET', '/api/parcel/pmc/summary', q())).json().data;
    expect(desk).toMatchObject({ waiting: card.waiting, overdue: card.overdue, timeZone: 'Asia/Bangkok' });
    expect(desk.receivedToday).toBeGreaterThanOrEqual(1);
    expect(desk.handedOutToday).toBeGreaterThanOrEqual(1);
    expect(desk.overtimeRequests).toBe(1);
  });
});

describe('GET /api/parcel/info', () => {
  it('answers one parcel, and 404 for an unknown one', async () => {
    const res = await d.call('guard', 'GET', '/api/parcel/info', q({ parcelID: ids[2]! }));
    expect(res.json().data).toMatchObject({
      parcelID: ids[2],
      status: 'HANDED_OUT',
      handedOutBy: 'บุญมี แข็งแรง',
      collector: { kind: 'PROXY', name: 'คุณมานพ รับแทน', phone: '0865551234', userID: null },
    });
    expectRefusal(
      await d.call(
        'guard',
        'GET',
        '/api/parcel/info',
        q({ parcelID: '00000000-0000-4000-8000-000000000000' }),
      ),
      404,
      'PARCEL_NOT_FOUND',
    );
    expectRefusal(
      await d.call('guard', 'GET', '/api/parcel/info', q({ parcelID: 'x' })),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('print', () => {
  it('answers slips for the notice tab with the layout, and for chosen parcels', async () => {
    const res = await d.call('guard', 'POST', '/api/parcel/print', { body: { communityID: RIVERSIDE } });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      communityName: 'เดอะ ริเวอร์ไซด์ คอนโดมิเนียม',
      timeZone: 'Asia/Bangkok',
      slipsPerPage: 6,
    });
    expect(data.fields).toContain('code');
    const ours = data.slips.filter((s: { parcelID: string }) => ids.includes(s.parcelID));
    expect(ours.map((s: { parcelID: string }) => s.parcelID)).toEqual([ids[6], ids[5], ids[4]]);
    const [slip] = ours;
    expect(slip).toMatchObject({
      unitNo,
      code: `#${slip.no}`,
      buildingName: expect.stringMatching(/^อาคาร [AB]$/),
    });
    const chosen = await d.call('guard', 'POST', '/api/parcel/print', {
      body: { communityID: RIVERSIDE, parcelIDs: [ids[0]] },
    });
    expect(chosen.json().data.slips).toHaveLength(1);
    // The slip's code finds exactly that parcel.
    const found = await d.call('guard', 'GET', '/api/parcel/search', q({ q: slip.code }));
    expect(found.json().items.map((p: { parcelID: string }) => p.parcelID)).toEqual([slip.parcelID]);
  });

  it('refuses to print or flag a parcel that no longer waits, saying why', async () => {
    const body = { communityID: RIVERSIDE, parcelIDs: [ids[0], ids[2]] };
    expectRefusal(
      await d.call('guard', 'POST', '/api/parcel/print/flag', { body }),
      409,
      'PARCEL_STATE',
      /was handed out on .*; it needs no notice/,
    );
    const [row] = await d.t.db
      .select()
      .from(parcels)
      .where(inArray(parcels.id, [ids[0]!]));
    expect(row!.printedAt).not.toBeNull(); // flagged earlier, untouched by the refused call
  });
});
