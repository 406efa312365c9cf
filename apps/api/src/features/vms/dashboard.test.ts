import { describe, expect } from 'vitest';
import { addDays, localDate, startOfLocalDay } from '../../platform/time/zone-clock';
import { apiTest } from '../../test/api-test';
import { newCommunity } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import { vmsCouponBatches } from './tables';
import { vmsKit } from './vms-test-kit';

const ZONE = 'Asia/Bangkok';

describe('vms dashboard', () => {
  apiTest(
    'figures of now and today, the day by the hour, and the most visited units',
    async ({ api, community }) => {
      const k = await vmsKit(api, community);
      await k.staff.call('PUT', '/api/vms/utility-config', {
        body: {
          communityID: community.id,
          gates: [],
          visitorTypes: ['GUEST', 'DELIVERY', 'CONTRACTOR', 'TAXI', 'OTHER'],
          overstayMinutes: 30,
          photoRequired: false,
          plateRequired: true,
          badges: [],
          overridePlates: [],
        },
      });
      const a = await k.checkin();
      const b = await k.checkin({ visitorType: 'DELIVERY', vehicleType: null, plate: undefined });
      const c = await k.checkin({ unitID: k.unitIds.next });
      await k.backdate(a.visitID, 61); // overstayed, and a fee of one started hour when it leaves
      await k.backdate(b.visitID, 45); // overstayed
      const out = await k.post(k.guard, '/api/vms/visitor/checkout', {
        visitID: a.visitID,
        paymentMethod: 'CASH',
      });
      expect(out.statusCode, out.body).toBe(200);
      const fee = out.json().data.feeSatang as number;
      expect(fee).toBe(4_000);
      await api.db.insert(vmsCouponBatches).values({
        communityId: community.id,
        ownerUnitId: k.unitIds.next,
        state: 'WAITING_VERIFY',
        count: 10,
        hours: 2,
        priceSatang: 2_000,
      });

      // "Today" is the community's day: count the visits whose entry falls in it, whatever the hour now.
      const today = localDate(new Date(), ZONE);
      const dayStart = startOfLocalDay(today, ZONE).getTime();
      const entries = [61, 45, 0].filter((m) => Date.now() - m * 60_000 >= dayStart).length;

      const res = await k.get(k.guard, '/api/vms/dashboard');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({
        day: today,
        insideNow: 2,
        todayEntries: entries,
        overstays: 1,
        overstayMinutes: 30,
        insideByType: { GUEST: 1, DELIVERY: 1, CONTRACTOR: 0, TAXI: 0, OTHER: 0 },
        feesTodaySatang: fee,
        batchesToVerify: 1,
      });
      expect(c.overstayed).toBe(false);

      const hourlyRes = await k.get(k.staff, '/api/vms/dashboard/hourly');
      expect(hourlyRes.statusCode, hourlyRes.body).toBe(200);
      const hourly = hourlyRes.json().data;
      expect(hourly.day).toBe(today);
      expect(hourly.hours).toHaveLength(24);
      const sum = (f: 'entries' | 'exits') =>
        hourly.hours.reduce((n: number, h: Record<string, number>) => n + h[f]!, 0);
      expect(sum('entries')).toBe(entries);
      expect(sum('exits')).toBe(1);
      const yesterday = (
        await k.get(k.staff, '/api/vms/dashboard/hourly', { day: addDays(today, -1) })
      ).json().data;
      expect(yesterday.hours.reduce((n: number, h: { entries: number }) => n + h.entries, 0)).toBe(
        3 - entries,
      );

      const top = await k.get(k.guard, '/api/vms/dashboard/top-units', {
        from: addDays(today, -1),
        to: today,
      });
      expect(top.statusCode, top.body).toBe(200);
      expect(top.json().items).toEqual([
        { unitID: k.unitIds.home, unitNo: 'A-0101', visits: 2 },
        { unitID: k.unitIds.next, unitNo: 'A-0102', visits: 1 },
      ]);
    },
  );

  apiTest(
    'bad days and ranges are refused; only the gate reads the dashboard; communities apart',
    async ({ api, community }) => {
      const k = await vmsKit(api, community);
      await k.checkin();
      const th = { 'accept-language': 'th' };
      const ask = (url: string, query: Record<string, string>) =>
        k.guard.call('GET', url, { query: { communityID: community.id, ...query }, headers: th });
      expectRefusal(await ask('/api/vms/dashboard/hourly', { day: '2026-13-01' }), 400);
      expectRefusal(await ask('/api/vms/dashboard/top-units', { from: '2026-02-01', to: '2026-01-01' }), 400);
      expectRefusal(await ask('/api/vms/dashboard/top-units', { from: '2024-01-01', to: '2026-01-01' }), 400);
      expectRefusal(await ask('/api/vms/dashboard/top-units', { to: '2026-01-01' }), 400);

      for (const url of ['/api/vms/dashboard', '/api/vms/dashboard/hourly'])
        expectRefusal(await k.get(k.resident, url), 403);
      expectRefusal(
        await k.get(k.resident, '/api/vms/dashboard/top-units', { from: '2026-01-01', to: '2026-01-02' }),
        403,
      );

      const other = await newCommunity(api, { name: 'Other' });
      const o = await vmsKit(api, other);
      const theirs = (await o.get(o.guard, '/api/vms/dashboard')).json().data;
      expect(theirs.insideNow).toBe(0);
      expect(theirs.todayEntries).toBe(0);
      expectRefusal(
        await k.guard.call('GET', '/api/vms/dashboard', { query: { communityID: other.id } }),
        403,
      );
    },
  );
});
