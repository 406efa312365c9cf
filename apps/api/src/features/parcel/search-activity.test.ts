import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../../test/refusal';
import { type Desk, openDesk, RIVERSIDE, receive } from './parcel-test-kit';

let d: Desk;
let unit: { id: string; unitNo: string };
let handed: { parcelID: string; no: number };
let returned: { parcelID: string; no: number };
let waiting: { parcelID: string; no: number };
const TRACK = 'SRCH-7781-';

beforeAll(async () => {
  d = await openDesk();
  unit = await d.quietUnit();
  const base = { unitID: unit.id, recipientName: 'ปิยะพงษ์ ค้นหาได้', recipientPhone: '081-777-4242' };
  handed = await receive(d, { ...base, trackingNo: `${TRACK}A` });
  returned = await receive(d, { ...base, trackingNo: `${TRACK}B` });
  waiting = await receive(d, { ...base, trackingNo: `${TRACK}C` });
  const proxy = { kind: 'PROXY', name: 'คุณมานพ รับแทน', phone: '0865551234' };
  await d.call('guard', 'POST', '/api/parcel/export', {
    body: { communityID: RIVERSIDE, parcelID: handed.parcelID, collector: proxy },
  });
  await d.call('guard', 'POST', '/api/parcel/return', {
    body: { communityID: RIVERSIDE, parcelID: returned.parcelID },
  });
});
afterAll(() => d.t.close());

const search = async (q: string, extra: Record<string, string> = {}) => {
  const res = await d.call('guard', 'GET', '/api/parcel/search', {
    query: { communityID: RIVERSIDE, q, ...extra },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: { parcelID: string; status: string }[]; lastKey: string | null };
};
const ids = async (q: string, extra?: Record<string, string>) =>
  (await search(q, extra)).items.map((p) => p.parcelID);
const ours = () => [waiting.parcelID, returned.parcelID, handed.parcelID];

describe('GET /api/parcel/search', () => {
  it('finds by tracking number prefix, in any case and without the dashes, in every state', async () => {
    expect(await ids('srch-7781')).toEqual(ours());
    expect(await ids('SRCH7781C')).toEqual([waiting.parcelID]);
  });

  it('finds by parcel number, and the slip code #no means that parcel only', async () => {
    expect(await ids(String(returned.no))).toContain(returned.parcelID);
    expect(await ids(`#${handed.no}`)).toEqual([handed.parcelID]);
  });

  it('finds by unit, name, surname and phone', async () => {
    expect(await ids(unit.unitNo.replace('-', '').toLowerCase())).toEqual(ours());
    expect(await ids('ปิยะพงษ์')).toEqual(ours());
    expect(await ids('ค้นหา')).toEqual(ours());
    expect(await ids('0817774242')).toEqual(ours());
    expect(await ids('081-777')).toEqual(ours());
    expect(await ids('no such thing')).toEqual([]);
  });

  it('narrows by status and pages with lastKey', async () => {
    expect(await ids(TRACK, { status: 'RETURNED' })).toEqual([returned.parcelID]);
    const first = await search(TRACK, { limit: '2' });
    expect(first.items).toHaveLength(2);
    const second = await search(TRACK, { limit: '2', lastKey: first.lastKey! });
    expect([...first.items, ...second.items].map((p) => p.parcelID)).toEqual(ours());
    expect(second.lastKey).toBeNull();
  });

  it('asks for at least two characters, and takes % and _ as text', async () => {
    expectRefusal(
      await d.call('guard', 'GET', '/api/parcel/search', { query: { communityID: RIVERSIDE, q: 'a' } }),
      400,
      'VALIDATION_FAILED',
      /at least 2/,
    );
    expect(await ids('%%')).toEqual([]);
    expect(await ids('__')).toEqual([]);
    expect(await ids('---')).toEqual([]);
  });
});

describe('GET /api/parcel/search/pmc/mobile', () => {
  it("puts what is waiting first for the guard's scan", async () => {
    const res = await d.call('guard', 'GET', '/api/parcel/search/pmc/mobile', {
      query: { communityID: RIVERSIDE, q: TRACK },
    });
    expect(res.json().items.map((p: { parcelID: string }) => p.parcelID)).toEqual(ours());
    expect(res.json().items[0].status).toBe('WAITING');
  });
});

describe('activity', () => {
  it("answers one parcel's history with who did what", async () => {
    const res = await d.call('pmc', 'GET', '/api/parcel/activity', {
      query: { communityID: RIVERSIDE, parcelID: handed.parcelID },
    });
    const items = res.json().items;
    expect(items.map((e: { action: string }) => e.action)).toEqual(['RECEIVED', 'HANDED_OUT']);
    expect(items[1]).toMatchObject({
      no: handed.no,
      unitNo: unit.unitNo,
      actorName: 'บุญมี แข็งแรง',
      detail: { collector: { kind: 'PROXY', name: 'คุณมานพ รับแทน' } },
    });
  });

  it('answers the whole log newest first, filtered and paged', async () => {
    const page = async (extra: Record<string, string>) =>
      (
        await d.call('pmc', 'GET', '/api/parcel/activity/pmc', {
          query: { communityID: RIVERSIDE, ...extra },
        })
      ).json();
    const first = await page({ limit: '2' });
    expect(first.items.map((e: { action: string }) => e.action)).toEqual(['RETURNED', 'HANDED_OUT']);
    const second = await page({ limit: '2', lastKey: first.lastKey });
    expect(second.items[0]).toMatchObject({ action: 'RECEIVED', parcelID: waiting.parcelID });
    const returns = await page({ action: 'RETURNED' });
    expect(returns.items.every((e: { action: string }) => e.action === 'RETURNED')).toBe(true);
    expect(returns.items.some((e: { parcelID: string }) => e.parcelID === returned.parcelID)).toBe(true);
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    const old = await page({ from: '2020-01-01', to: '2020-01-31' });
    expect(old.items).toEqual([]);
    expect((await page({ from: today, to: today })).items.length).toBeGreaterThanOrEqual(5);
    expectRefusal(
      await d.call('pmc', 'GET', '/api/parcel/activity/pmc', {
        query: { communityID: RIVERSIDE, lastKey: 'x_y' },
      }),
      400,
      'INVALID_LAST_KEY',
    );
  });
});
