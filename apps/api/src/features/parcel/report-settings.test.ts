import { eq } from 'drizzle-orm';
import readXlsxFile from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/tables';
import { expectRefusal } from '../../test/refusal';
import { type Desk, openDesk, RIVERSIDE, receive } from './parcel-test-kit';
import { parcels } from './tables';

let d: Desk;
const DAY = 24 * 3_600_000;
const bangkokDate = (t: number) => new Date(t + 7 * 3_600_000).toISOString().slice(0, 10);
const q = (extra: Record<string, string> = {}) => ({ query: { communityID: RIVERSIDE, ...extra } });

beforeAll(async () => {
  d = await openDesk();
});
afterAll(() => d.t.close());

describe('GET /api/report/parcel/history', () => {
  it('counts received, handed out and returned per community day', async () => {
    const unit = await d.quietUnit();
    const a = await receive(d, { unitID: unit.id, recipientName: 'A B' });
    const b = await receive(d, { unitID: unit.id, recipientName: 'A B' });
    await d.call('guard', 'POST', '/api/parcel/export', {
      body: {
        communityID: RIVERSIDE,
        parcelID: a.parcelID,
        collector: { kind: 'PROXY', name: 'X Y', phone: '0812345678' },
      },
    });
    const threeDaysAgo = bangkokDate(Date.now() - 3 * DAY);
    const today = bangkokDate(Date.now());
    const report = async () => {
      const res = await d.call(
        'pmc',
        'GET',
        '/api/report/parcel/history',
        q({ from: threeDaysAgo, to: today }),
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as {
        timeZone: string;
        days: { date: string; received: number; handedOut: number; returned: number }[];
        totals: { received: number };
      };
    };
    const before = await report();
    expect(before.timeZone).toBe('Asia/Bangkok');
    expect(before.days.map((x) => x.date)).toHaveLength(4);
    expect(before.days[0]!.date).toBe(threeDaysAgo);
    expect(before.days[3]!.date).toBe(today);
    expect(before.days[3]!.handedOut).toBeGreaterThanOrEqual(1);
    expect(before.totals.received).toBe(before.days.reduce((n, x) => n + x.received, 0));
    // 00:30 in Bangkok is the evening before in UTC: the parcel belongs to the Bangkok day.
    await d.t.db
      .update(parcels)
      .set({ receivedAt: new Date(`${threeDaysAgo}T00:30:00+07:00`) })
      .where(eq(parcels.id, b.parcelID));
    const after = await report();
    expect(after.days[0]!.received).toBe(before.days[0]!.received + 1);
    expect(after.days[3]!.received).toBe(before.days[3]!.received - 1);
  });

  it('refuses a missing, reversed or too long range', async () => {
    expectRefusal(
      await d.call('pmc', 'GET', '/api/report/parcel/history', q({ from: '2025-01-01' })),
      400,
      'VALIDATION_FAILED',
      /to/,
    );
    expectRefusal(
      await d.call('pmc', 'GET', '/api/report/parcel/history', q({ from: '2025-02-01', to: '2025-01-01' })),
      400,
      'INVALID_RANGE',
    );
    expectRefusal(
      await d.call('pmc', 'GET', '/api/report/parcel/history', q({ from: '2023-01-01', to: '2025-01-01' })),
      400,
      'RANGE_TOO_LONG',
    );
  });
});

describe('remaining', () => {
  it('groups waiting parcels by days waited', async () => {
    const res = await d.call('pmc', 'GET', '/api/report/parcel/remaining', q());
    const data = res.json().data;
    expect(data.buckets.map((b: { label: string }) => b.label)).toEqual([
      '0-1',
      '2-3',
      '4-7',
      '8-14',
      '15-30',
      '31+',
    ]);
    const waiting = (await d.call('pmc', 'GET', '/api/parcel/summary', q())).json().data;
    expect(data.total).toBe(waiting.waiting);
    expect(data.overdue).toBe(waiting.overdue);
    expect(data.buckets.find((b: { label: string }) => b.label === '8-14').count).toBeGreaterThan(0);
  });

  it('downloads the waiting parcels as Excel', async () => {
    const res = await d.call('pmc', 'GET', '/api/parcel/export/remaining/report', q());
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/parcels-waiting-\d{4}-\d{2}-\d{2}\.xlsx/);
    const [sheet] = await readXlsxFile(res.rawPayload);
    const waiting = (await d.call('pmc', 'GET', '/api/parcel/summary', q())).json().data.waiting;
    expect(sheet!.data[0]![0]).toBe('Parcel no.');
    expect(sheet!.data).toHaveLength(waiting + 1);
  });
});

describe('preference', () => {
  it('answers the defaults, changes some settings and audits the change', async () => {
    const before = (await d.call('guard', 'GET', '/api/parcel/preference', q())).json().data;
    expect(before).toMatchObject({
      overdueDays: 7,
      slipsPerPage: 6,
      overtimeAllowed: true,
      overtimeMaxDays: 7,
    });
    const res = await d.call('admin', 'PUT', '/api/parcel/preference', {
      body: {
        communityID: RIVERSIDE,
        slipsPerPage: 8,
        slipFields: ['no', 'unit', 'code'],
        carriers: ['Kerry Express', 'Flash Express'],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      ...before,
      slipsPerPage: 8,
      slipFields: ['no', 'unit', 'code'],
      carriers: ['Kerry Express', 'Flash Express'],
    });
    const carriers = (await d.call('guard', 'GET', '/api/parcel/delivery/list', q())).json().items;
    expect(carriers).toEqual([{ name: 'Kerry Express' }, { name: 'Flash Express' }]);
    const slips = (
      await d.call('guard', 'POST', '/api/parcel/print', { body: { communityID: RIVERSIDE } })
    ).json().data;
    expect(slips).toMatchObject({ slipsPerPage: 8, fields: ['no', 'unit', 'code'] });
    const [audit] = await d.t.db.select().from(auditLog).where(eq(auditLog.action, 'parcel.settings.update'));
    expect(audit).toMatchObject({
      communityId: RIVERSIDE,
      actor: 'admin@demo.test',
      after: expect.objectContaining({ slipsPerPage: 8 }),
    });
  });

  it('refuses bad settings and changes nothing', async () => {
    const before = (await d.call('guard', 'GET', '/api/parcel/preference', q())).json().data;
    const put = (b: Record<string, unknown>) =>
      d.call('pmc', 'PUT', '/api/parcel/preference', { body: { communityID: RIVERSIDE, ...b } });
    expectRefusal(await put({ slipsPerPage: 5 }), 400, 'VALIDATION_FAILED', /4, 6 or 8/);
    expectRefusal(await put({ overdueDays: 0 }), 400, 'VALIDATION_FAILED', /at least 1/);
    expectRefusal(await put({ types: [] }), 400, 'VALIDATION_FAILED', /at least one parcel type/);
    expectRefusal(await put({ carriers: ['Kerry', 'kerry'] }), 400, 'DUPLICATE_CARRIER');
    expectRefusal(await put({}), 400, 'VALIDATION_FAILED', /Nothing to change/);
    expect((await d.call('guard', 'GET', '/api/parcel/preference', q())).json().data).toEqual(before);
  });

  it('lets only the rule-setters change settings: the guard works the desk but not its rules', async () => {
    expectRefusal(
      await d.call('guard', 'PUT', '/api/parcel/preference', {
        body: { communityID: RIVERSIDE, overdueDays: 3 },
      }),
      403,
      'PERMISSION_DENIED',
    );
    expectRefusal(
      await d.call('guard', 'PUT', '/api/parcel/req-overtime/settings', {
        body: { communityID: RIVERSIDE, overtimeAllowed: false, overtimeMaxDays: 3 },
      }),
      403,
      'PERMISSION_DENIED',
    );
  });
});
