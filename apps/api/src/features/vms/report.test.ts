import type { VisitReport } from '@cc/contracts/vms-report-ops';
import { eq } from 'drizzle-orm';
import readXlsxFile from 'read-excel-file/node';
import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import { newCommunity } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import type { TestApp } from '../../test/test-app';
import { vmsVisits } from './tables';
import { THAI_ID, type VmsKit, vmsKit } from './vms-test-kit';

const REPORT = '/api/vms/report-between-dates';
const EXCEL = '/api/vms/report-between-dates/excel';

/** Puts a visit where a test wants it: in and out at given instants, with its fee. */
const place = (api: TestApp, visitID: string, set: Partial<typeof vmsVisits.$inferInsert>) =>
  api.db.update(vmsVisits).set(set).where(eq(vmsVisits.id, visitID));

/**
 * March 2026 at the gate, in Bangkok days (UTC+7):
 * - a car in on 1 March 08:00, out 10:00, 40 baht cash;
 * - a car in at 01:00 on 2 March (18:00 UTC on the 1st): counted on the 2nd; PromptPay 60 baht;
 * - a walk-in delivery on 2 March, forced out with a reason after 6 hours (an overstay);
 * - a motorcycle taxi on 3 March, waived; and one on 1 April, outside the range.
 */
async function march(api: TestApp, k: VmsKit) {
  const a = await k.checkin({ idDocument: { type: 'THAI_ID', number: THAI_ID } });
  await place(api, a.visitID, {
    checkedInAt: new Date('2026-03-01T01:00:00Z'),
    checkedOutAt: new Date('2026-03-01T03:00:00Z'),
    feeSatang: 4_000,
    paymentMethod: 'CASH',
  });
  const b = await k.checkin();
  await place(api, b.visitID, {
    checkedInAt: new Date('2026-03-01T18:00:00Z'),
    checkedOutAt: new Date('2026-03-01T20:00:00Z'),
    feeSatang: 6_000,
    paymentMethod: 'PROMPTPAY',
  });
  const c = await k.checkin({ visitorType: 'DELIVERY', vehicleType: null, plate: undefined });
  await place(api, c.visitID, {
    checkedInAt: new Date('2026-03-02T03:00:00Z'),
    checkedOutAt: new Date('2026-03-02T09:00:00Z'),
    forcedOutReason: 'ปิดป้อมสิ้นวัน',
  });
  const d = await k.checkin({ visitorType: 'TAXI', vehicleType: 'MOTORCYCLE' });
  await place(api, d.visitID, {
    checkedInAt: new Date('2026-03-03T03:00:00Z'),
    checkedOutAt: new Date('2026-03-03T03:30:00Z'),
    feeSatang: 0,
    paymentMethod: 'WAIVED',
    waiveReason: 'แขกนิติ',
  });
  const e = await k.checkin();
  await place(api, e.visitID, { checkedInAt: new Date('2026-04-01T03:00:00Z') });
  return { a, b, c, d };
}

describe('visitor report between dates', () => {
  apiTest('counts visits and fees by Bangkok day, type and payment method', async ({ api, community }) => {
    const k = await vmsKit(api, community);
    await march(api, k);
    const res = await k.get(k.guard, REPORT, { from: '2026-03-01', to: '2026-03-31' });
    expect(res.statusCode, res.body).toBe(200);
    const r: VisitReport = res.json().data;
    expect(r.totals).toEqual({
      visits: 4,
      withVehicle: 3,
      feeSatang: 10_000,
      forcedOut: 1,
      overstays: 1,
      inside: 0,
    });
    expect(r.days).toHaveLength(31);
    expect(r.days.slice(0, 4)).toEqual([
      { date: '2026-03-01', visits: 1, feeSatang: 4_000 },
      { date: '2026-03-02', visits: 2, feeSatang: 6_000 },
      { date: '2026-03-03', visits: 1, feeSatang: 0 },
      { date: '2026-03-04', visits: 0, feeSatang: 0 },
    ]);
    expect(r.payments).toEqual([
      { paymentMethod: 'CASH', visits: 1, feeSatang: 4_000 },
      { paymentMethod: 'PROMPTPAY', visits: 1, feeSatang: 6_000 },
      { paymentMethod: 'WAIVED', visits: 1, feeSatang: 0 },
    ]);
    expect(r.visitorTypes.find((t) => t.visitorType === 'GUEST')).toEqual({
      visitorType: 'GUEST',
      visits: 2,
      feeSatang: 10_000,
    });
    expect(r.vehicleTypes.find((t) => t.vehicleType === null)?.visits).toBe(1);
    expect(r.vehicleTypes.find((t) => t.vehicleType === 'MOTORCYCLE')?.visits).toBe(1);
    // A day range ending on 1 March leaves out the visit of 01:00 on the 2nd (18:00 UTC on the 1st).
    const one = (await k.get(k.staff, REPORT, { from: '2026-03-01', to: '2026-03-01' })).json().data;
    expect(one.totals.visits).toBe(1);
  });

  apiTest(
    'refuses reversed, too long and malformed ranges in the caller’s language',
    async ({ api, community }) => {
      const k = await vmsKit(api, community);
      const thai = { 'accept-language': 'th' };
      const q = (query: Record<string, string>) => ({
        query: { communityID: community.id, ...query },
        headers: thai,
      });
      expectRefusal(
        await k.guard.call('GET', REPORT, q({ from: '2026-03-02', to: '2026-03-01' })),
        400,
        'VMS_REPORT_RANGE_REVERSED',
        'วันสิ้นสุดอยู่ก่อนวันเริ่มต้น',
      );
      expectRefusal(
        await k.guard.call('GET', EXCEL, q({ from: '2025-01-01', to: '2026-01-02' })),
        400,
        'VMS_REPORT_RANGE_TOO_LONG',
        /366/,
      );
      // A leap year's 366 days are fine.
      expect((await k.get(k.guard, REPORT, { from: '2024-01-01', to: '2024-12-31' })).statusCode).toBe(200);
      expectRefusal(await k.get(k.guard, REPORT, { from: '2026-02-30', to: '2026-03-01' }), 400);
      expectRefusal(await k.get(k.guard, REPORT, { from: '1/3/2026', to: '2026-03-01' }), 400);
      expectRefusal(await k.get(k.guard, REPORT, { to: '2026-03-01' }), 400);
    },
  );

  apiTest(
    'residents get neither the report nor the sheet; another community sees none of it',
    async ({ api, community }) => {
      const k = await vmsKit(api, community);
      await march(api, k);
      const range = { from: '2026-03-01', to: '2026-03-31' };
      expectRefusal(await k.get(k.resident, REPORT, range), 403);
      expectRefusal(await k.get(k.resident, EXCEL, range), 403);

      const other = await vmsKit(api, await newCommunity(api, { name: 'Other condo' }));
      const theirs = (await other.get(other.staff, REPORT, range)).json().data;
      expect(theirs.totals.visits).toBe(0);
      const sheet = await other.get(other.staff, EXCEL, range);
      expect((await readXlsxFile(sheet.rawPayload))[0]!.data).toHaveLength(1);
      // Their staff naming our community are refused at the guard.
      expectRefusal(
        await other.staff.call('GET', REPORT, { query: { communityID: community.id, ...range } }),
        403,
      );
    },
  );

  apiTest(
    'the sheet: one row per visit in Bangkok time, baht, last four only, headings in the caller’s language',
    async ({ api, community }) => {
      const k = await vmsKit(api, community);
      const { a } = await march(api, k);
      const range = { communityID: community.id, from: '2026-03-01', to: '2026-03-31' };
      const res = await k.staff.call('GET', EXCEL, { query: range, headers: { 'accept-language': 'th' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      const [visits, summary] = await readXlsxFile(res.rawPayload);
      expect(visits!.sheet).toBe('ผู้มาติดต่อ');
      const [head, ...rows] = visits!.data;
      expect(head![0]).toBe('รหัสบัตรจอด');
      expect(head![15]).toBe('ค่าจอด (บาท)');
      expect(rows).toHaveLength(4);
      const first = rows[0]!;
      expect(first[0]).toBe(a.slipCode);
      expect(first[1]).toBe('2026-03-01 08:00');
      expect(first[2]).toBe('2026-03-01 10:00');
      expect(first[5]).toBe('แขก');
      expect(first[6]).toBe('รถยนต์');
      expect(first[9]).toBe('A-0101');
      expect(first[11]).toBe('บัตรประชาชน');
      expect(String(first[12])).toBe(THAI_ID.slice(-4));
      expect(first[15]).toBe(40);
      expect(first[16]).toBe('เงินสด');
      expect(rows[1]![1]).toBe('2026-03-02 01:00');
      expect(rows[2]![17]).toBe('ปิดป้อมสิ้นวัน');
      expect(JSON.stringify(visits!.data)).not.toContain(THAI_ID);
      expect(summary!.sheet).toBe('สรุป');
      expect(summary!.data[2]).toEqual(['จำนวนผู้มาติดต่อ', 4, null]);
      expect(summary!.data[4]).toEqual(['ค่าจอด (บาท)', 100, null]);

      const english = await k.staff.call('GET', EXCEL, {
        query: range,
        headers: { 'accept-language': 'en' },
      });
      const [enVisits] = await readXlsxFile(english.rawPayload);
      expect(enVisits!.data[0]![0]).toBe('Slip code');
      expect(enVisits!.data[1]![5]).toBe('Guest');
    },
  );
});
