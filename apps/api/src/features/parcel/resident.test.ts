import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../../test/refusal';
import { type Desk, inRiverside, openDesk, RIVERSIDE, receive } from './parcel-test-kit';
import { parcels } from './tables';

let d: Desk;
let home: string;
let mine: { parcelID: string; no: number };
let notMine: { parcelID: string };
const DAY = 24 * 3_600_000;
const q = (extra: Record<string, string> = {}) => ({ query: { communityID: RIVERSIDE, ...extra } });
/** The resident asks for `days` more days to collect a parcel. */
const askMoreDays = (parcelID: string, days: number, reason?: string) =>
  d.call('resident', 'POST', '/api/parcel/req-overtime', inRiverside({ parcelID, days, reason }));

beforeAll(async () => {
  d = await openDesk();
  home = await d.unit('A-0304');
  mine = await receive(d, { unitID: home, recipientName: 'สุดา มีสุข' });
  notMine = await receive(d, { unitID: await d.unit('B-0801'), recipientName: 'วิชัย รักษ์ชุมชน' });
});
afterAll(() => d.t.close());

describe('GET /api/parcel/my', () => {
  it("answers only the caller's own units' parcels, every state", async () => {
    const res = await d.call('resident', 'GET', '/api/parcel/my', q({ limit: '100' }));
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as { parcelID: string; unitNo: string; status: string }[];
    expect(items.length).toBeGreaterThan(3);
    expect(items.every((p) => p.unitNo === 'A-0304')).toBe(true);
    expect(items.map((p) => p.parcelID)).toContain(mine.parcelID);
    expect(items.map((p) => p.parcelID)).not.toContain(notMine.parcelID);
    expect(new Set(items.map((p) => p.status)).size).toBeGreaterThan(1);
    const waiting = (await d.call('resident', 'GET', '/api/parcel/my', q({ status: 'WAITING' }))).json()
      .items;
    expect(waiting.every((p: { status: string }) => p.status === 'WAITING')).toBe(true);
  });

  it('answers nothing to a member who lives in no unit', async () => {
    expect((await d.call('guard', 'GET', '/api/parcel/my', q())).json().items).toEqual([]);
  });
});

describe('req-overtime (more time)', () => {
  it('lets the resident ask, moves the overdue time, and tells the desk', async () => {
    const before = (await d.call('guard', 'GET', '/api/parcel/info', q({ parcelID: mine.parcelID }))).json()
      .data;
    const res = await askMoreDays(mine.parcelID, 3, 'ไปต่างจังหวัด');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ days: 3, status: 'ACTIVE', requestedBy: 'สุดา มีสุข', no: mine.no });
    const after = (await d.call('guard', 'GET', '/api/parcel/info', q({ parcelID: mine.parcelID }))).json()
      .data;
    expect(after.extraDays).toBe(3);
    expect(Date.parse(after.overdueAt) - Date.parse(before.overdueAt)).toBe(3 * DAY);
    expect(res.json().data.overdueAt).toBe(after.overdueAt);
    const get = (
      await d.call('resident', 'GET', '/api/parcel/req-overtime', q({ parcelID: mine.parcelID }))
    ).json().data;
    expect(get).toMatchObject({ overtimeAllowed: true, overtimeMaxDays: 7, request: { days: 3 } });
    const list = (await d.call('guard', 'GET', '/api/parcel/req-overtime/list', q())).json().items;
    expect(list.map((r: { parcelID: string }) => r.parcelID)).toContain(mine.parcelID);
    const staffInbox = (await d.call('pmc', 'GET', '/api/notification/inbox', q())).json().items;
    expect(staffInbox[0]).toMatchObject({ inboxTitle: 'ขอเลื่อนรับพัสดุ', featureEnum: 'PARCEL' });
  });

  it('keeps an overdue parcel off the overdue list while the extra days last', async () => {
    await d.t.db
      .update(parcels)
      .set({ receivedAt: new Date(Date.now() - 8 * DAY) })
      .where(eq(parcels.id, mine.parcelID));
    const overdue = async () =>
      (await d.call('guard', 'GET', '/api/parcel/overdue', q({ unitID: home, limit: '100' })))
        .json()
        .items.map((p: { parcelID: string }) => p.parcelID);
    expect(await overdue()).not.toContain(mine.parcelID);
    const cancel = await d.call(
      'resident',
      'POST',
      '/api/parcel/req-overtime/cancel',
      inRiverside({ parcelID: mine.parcelID }),
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().data.status).toBe('CANCELLED');
    expect(await overdue()).toContain(mine.parcelID);
    expectRefusal(
      await d.call(
        'resident',
        'POST',
        '/api/parcel/req-overtime/cancel',
        inRiverside({ parcelID: mine.parcelID }),
      ),
      404,
      'NO_OVERTIME_REQUEST',
    );
  });

  it('refuses a second request, too many days, another unit and a parcel already collected', async () => {
    expect((await askMoreDays(mine.parcelID, 2)).statusCode).toBe(200);
    expectRefusal(await askMoreDays(mine.parcelID, 2), 409, 'OVERTIME_EXISTS');
    expectRefusal(await askMoreDays(mine.parcelID, 8), 400, 'TOO_MANY_DAYS');
    expectRefusal(await askMoreDays(notMine.parcelID, 2), 404, 'PARCEL_NOT_FOUND');
    expectRefusal(
      await d.call('resident', 'GET', '/api/parcel/req-overtime', q({ parcelID: notMine.parcelID })),
      404,
      'PARCEL_NOT_FOUND',
    );
    const other = await receive(d, { unitID: home, recipientName: 'สุดา มีสุข' });
    await d.call(
      'guard',
      'POST',
      '/api/parcel/export',
      inRiverside({
        parcelID: other.parcelID,
        collector: { kind: 'PROXY', name: 'A B', phone: '0812345678' },
      }),
    );
    expectRefusal(
      await askMoreDays(other.parcelID, 2),
      409,
      'PARCEL_STATE',
      /was handed out on .*; it needs no extra days/,
    );
  });

  it('follows the settings: closed means no requests', async () => {
    const put = await d.call(
      'pmc',
      'PUT',
      '/api/parcel/req-overtime/settings',
      inRiverside({ overtimeAllowed: false, overtimeMaxDays: 3 }),
    );
    expect(put.json().data).toEqual({ overtimeAllowed: false, overtimeMaxDays: 3 });
    expect((await d.call('resident', 'GET', '/api/parcel/req-overtime/settings', q())).json().data).toEqual({
      overtimeAllowed: false,
      overtimeMaxDays: 3,
    });
    const fresh = await receive(d, { unitID: home, recipientName: 'สุดา มีสุข' });
    expectRefusal(await askMoreDays(fresh.parcelID, 1), 409, 'OVERTIME_CLOSED');
    expectRefusal(
      await d.call(
        'pmc',
        'PUT',
        '/api/parcel/req-overtime/settings',
        inRiverside({ overtimeAllowed: true, overtimeMaxDays: 0 }),
      ),
      400,
      'VALIDATION_FAILED',
    );
  });
});
