import { and, eq } from 'drizzle-orm';
import { describe, expect, vi } from 'vitest';
import { auditLog } from '../../platform/audit/tables';
import { apiTest } from '../../test/api-test';
import { expectRefusal } from '../../test/refusal';
import { vmsVisits } from './tables';
import { THAI_ID, vmsKit } from './vms-test-kit';

describe('vms gate: a visit from check-in to checkout', () => {
  apiTest(
    'check-in stores the visit, tells the unit, answers a slip code; a resend stores one',
    async ({ api, community }) => {
      const k = await vmsKit(api, community);
      const notify = vi.spyOn(api.app.services, 'notify');
      try {
        const visit = await k.checkin({
          clientID: 'gate-1',
          idDocument: { type: 'THAI_ID', number: THAI_ID },
        });
        expect(visit).toMatchObject({
          name: 'สมหญิง ใจดี',
          vehicleType: 'CAR',
          plate: 'กข 1234',
          unitID: k.unitIds.home,
          unitNo: 'A-0101',
          idDocument: { type: 'THAI_ID', last4: THAI_ID.slice(-4) },
          checkedOutAt: null,
          stamps: 0,
        });
        expect(visit.slipCode).toMatch(/^[A-Z2-9]{6}$/);
        expect(notify).toHaveBeenCalledTimes(1);
        expect(notify.mock.calls[0]![1]).toEqual({ kind: 'unitResidents', unitIds: [k.unitIds.home] });
        expect(notify.mock.calls[0]![2]).toMatchObject({ featureEnum: 'VMS_NITI', target: '/dashboard' });
        expect((visit as { replayed?: boolean }).replayed).toBe(false);
        const again = await k.checkin({ clientID: 'gate-1', name: 'ส่งซ้ำ' });
        expect(again.visitID).toBe(visit.visitID);
        expect((again as { replayed?: boolean }).replayed).toBe(true);
        expect(notify).toHaveBeenCalledTimes(1);
        const rows = await api.db.select().from(vmsVisits).where(eq(vmsVisits.communityId, community.id));
        expect(rows).toHaveLength(1);
      } finally {
        notify.mockRestore();
      }
    },
  );

  apiTest(
    'checkout by slip, plate or badge charges the fee; a stamp lowers it',
    async ({ api, community }) => {
      const k = await vmsKit(api, community);
      const plain = await k.checkin({ plate: 'กข 1111', badge: 'B-1' });
      const stamped = await k.checkin({ plate: 'กข 2222', badge: 'B-2' });
      const walker = await k.checkin({ vehicleType: null, plate: undefined, badge: 'B-3' });
      await k.backdate(plain.visitID, 180);
      await k.backdate(stamped.visitID, 180);
      const stamp = await k.post(k.resident, '/api/vms/stamp', { visitID: stamped.visitID });
      expect(stamp.statusCode, stamp.body).toBe(200);
      expect(stamp.json().data.stamps).toBe(1);

      const preview = await k.post(k.guard, '/api/vms/fee/calculate', { visitID: plain.visitID });
      expect(preview.json().data.totalSatang).toBe(8_000);
      expectRefusal(
        await k.post(k.guard, '/api/vms/visitor/checkout', { plate: 'กข1111' }),
        400,
        'VMS_PAYMENT_REQUIRED',
      );
      const out1 = await k.post(k.guard, '/api/vms/visitor/checkout', {
        plate: 'กข1111',
        paymentMethod: 'CASH',
      });
      expect(out1.statusCode, out1.body).toBe(200);
      // 181 minutes: four started hours at 20 baht.
      expect(out1.json().data).toMatchObject({ feeSatang: 8_000, paymentMethod: 'CASH' });
      expect(out1.json().data.checkedOutAt).not.toBeNull();
      const out2 = await k.post(k.guard, '/api/vms/visitor/checkout', {
        slipCode: stamped.slipCode.toLowerCase(),
        paymentMethod: 'WAIVED',
        waiveReason: 'แขกของนิติ',
      });
      expect(out2.statusCode, out2.body).toBe(200);
      // The stamp frees two hours: 61 minutes left, two started hours.
      expect(out2.json().data).toMatchObject({
        feeSatang: 4_000,
        paymentMethod: 'WAIVED',
        waiveReason: 'แขกของนิติ',
      });
      expect(out2.json().data.fee.freeMinutesUsed).toBe(120);
      const out3 = await k.post(k.guard, '/api/vms/visitor/checkout', { badge: 'B-3' });
      expect(out3.json().data).toMatchObject({ feeSatang: 0, paymentMethod: null });
      expectRefusal(
        await k.post(k.guard, '/api/vms/visitor/checkout', { badge: 'B-3' }),
        400,
        'VMS_NOT_INSIDE',
      );
      expectRefusal(
        await k.post(k.guard, '/api/vms/visitor/checkout', { visitID: walker.visitID }),
        409,
        'VMS_ALREADY_OUT',
      );
    },
  );

  apiTest(
    'inside flags overstays; list pages by day, unit and state; search finds by plate, name, phone, slip',
    async ({ api, community }) => {
      const k = await vmsKit(api, community);
      const long = await k.checkin({ name: 'อยู่นาน', plate: 'ฌม 4455' });
      await k.backdate(long.visitID, 300);
      const fresh = await k.checkin({ name: 'เพิ่งมา', unitID: k.unitIds.next, phone: '0899999999' });
      const gone = await k.checkin({ name: 'ออกแล้ว', vehicleType: null, plate: undefined });
      await k.post(k.guard, '/api/vms/visitor/checkout', { visitID: gone.visitID });

      const inside = (await k.get(k.guard, '/api/vms/visitor/inside')).json().items;
      expect(inside.map((v: { visitID: string }) => v.visitID)).toEqual([long.visitID, fresh.visitID]);
      expect(inside.map((v: { overstayed: boolean }) => v.overstayed)).toEqual([true, false]);

      const page1 = await k.get(k.guard, '/api/vms/visitor/list', { limit: 2 });
      expect(page1.statusCode, page1.body).toBe(200);
      expect(page1.json().items).toHaveLength(2);
      const page2 = await k.get(k.guard, '/api/vms/visitor/list', {
        limit: 2,
        lastKey: page1.json().lastKey,
      });
      expect(page2.json().items.map((v: { visitID: string }) => v.visitID)).toEqual([long.visitID]);
      expect(page2.json().lastKey).toBeNull();
      const ids = async (q: Record<string, string>) =>
        (await k.get(k.guard, '/api/vms/visitor/list', q))
          .json()
          .items.map((v: { visitID: string }) => v.visitID);
      expect(await ids({ state: 'OUT' })).toEqual([gone.visitID]);
      expect(await ids({ unitID: k.unitIds.next })).toEqual([fresh.visitID]);
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date());
      expect((await ids({ from: today, to: today })).length).toBeGreaterThanOrEqual(2);
      expect(await ids({ from: '2020-01-01', to: '2020-01-02' })).toEqual([]);
      expectRefusal(
        await k.get(k.guard, '/api/vms/visitor/list', { from: '2020-01-02', to: '2020-01-01' }),
        400,
      );

      const search = async (q: string) =>
        (await k.get(k.guard, '/api/vms/visitor/search', { q }))
          .json()
          .items.map((v: { visitID: string }) => v.visitID);
      expect(await search('ฌม4455')).toEqual([long.visitID]);
      expect(await search('เพิ่ง')).toEqual([fresh.visitID]);
      expect(await search('0899999')).toEqual([fresh.visitID]);
      expect(await search(gone.slipCode)).toEqual([gone.visitID]);
      expectRefusal(await k.get(k.guard, '/api/vms/visitor/search', { q: ' ' }), 400);
    },
  );

  apiTest('staff correct a visit and stamp out the leftovers, both logged', async ({ api, community }) => {
    const k = await vmsKit(api, community);
    const a = await k.checkin();
    const b = await k.checkin();
    const c = await k.checkin();
    await k.backdate(b.visitID, 600);
    await k.backdate(c.visitID, 700);
    const fixed = await k.post(k.guard, '/api/vms/update-info', {
      visitID: a.visitID,
      name: 'สมหญิง ใจงาม',
      plate: 'กข 9999',
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().data).toMatchObject({ name: 'สมหญิง ใจงาม', plate: 'กข 9999', phone: '0812345678' });
    expectRefusal(await k.post(k.guard, '/api/vms/update-info', { visitID: a.visitID }), 400);
    const [log] = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.communityId, community.id), eq(auditLog.action, 'vms.visit.update-info')));
    expect(log).toMatchObject({ target: a.visitID, before: { name: 'สมหญิง ใจดี', plate: 'กข 1234' } });

    const one = await k.post(k.guard, '/api/vms/force-stamp-out', {
      visitID: a.visitID,
      reason: 'เห็นออกไปแล้ว',
    });
    expect(one.json().data.visitIDs).toEqual([a.visitID]);
    const before = new Date(Date.now() - 60 * 60_000).toISOString();
    const all = await k.post(k.staff, '/api/vms/force-stamp-out', { before, reason: 'ปิดยอดกะดึก' });
    expect(all.json().data.visitIDs.sort()).toEqual([b.visitID, c.visitID].sort());
    expectRefusal(await k.post(k.guard, '/api/vms/force-stamp-out', { reason: 'x' }), 400);
    expect((await k.get(k.guard, '/api/vms/visitor/inside')).json().items).toEqual([]);
    const info = await k.get(k.guard, '/api/vms/visitor/info', { visitID: c.visitID });
    expect(info.json().data).toMatchObject({ forcedOutReason: 'ปิดยอดกะดึก', feeSatang: null });
    const logs = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.communityId, community.id), eq(auditLog.action, 'vms.visit.force-stamp-out')));
    expect(logs).toHaveLength(3);
  });

  apiTest('fee rules: read, set by PMC, previewed for a hypothetical stay', async ({ api, community }) => {
    const k = await vmsKit(api, community);
    const got = await k.get(k.guard, '/api/vms/fee');
    expect(got.json().data).toMatchObject({ overstayMinutes: 240, rules: { CAR: { perHourSatang: 2_000 } } });
    const rules = { ...got.json().data.rules, CAR: { ...got.json().data.rules.CAR, perHourSatang: 3_000 } };
    const put = await k.staff.call('PUT', '/api/vms/fee', {
      body: { communityID: community.id, rules, overstayMinutes: 60 },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data).toMatchObject({ overstayMinutes: 60, rules: { CAR: { perHourSatang: 3_000 } } });
    const entry = '2026-01-10T10:00:00+07:00';
    const calc = await k.post(k.guard, '/api/vms/fee/calculate', {
      vehicleType: 'CAR',
      entry,
      exit: '2026-01-10T12:30:00+07:00',
      stamps: 1,
    });
    expect(calc.statusCode, calc.body).toBe(200);
    expect(calc.json().data).toMatchObject({ stayMinutes: 150, chargeableMinutes: 30, totalSatang: 3_000 });
    expectRefusal(
      await k.post(k.guard, '/api/vms/fee/calculate', {
        vehicleType: 'CAR',
        entry,
        exit: '2026-01-10T09:00:00+07:00',
      }),
      400,
      'VMS_EXIT_BEFORE_ENTRY',
    );
    const bad = { ...rules, CAR: { ...rules.CAR, perHourSatang: -1 } };
    expectRefusal(
      await k.staff.call('PUT', '/api/vms/fee', { body: { communityID: community.id, rules: bad } }),
      400,
    );
    expect((await k.get(k.guard, '/api/vms/fee')).json().data.rules.CAR.perHourSatang).toBe(3_000);
  });

  apiTest(
    'stamps: a resident stamps their visitor and cancels their own stamp; limits hold',
    async ({ api, community }) => {
      const k = await vmsKit(api, community);
      const visit = await k.checkin();
      const s1 = await k.post(k.resident, '/api/vms/stamp', { visitID: visit.visitID });
      const s2 = await k.post(k.guard, '/api/vms/stamp', { visitID: visit.visitID });
      expect(s2.json().data.stamps).toBe(2);
      const [mine, guards] = s2.json().data.stampList;
      expect(mine.stampedBy).toBe(k.resident.userId);
      expect(guards.stampedBy).toBe(k.guard.userId);
      expect(s1.statusCode).toBe(200);
      expectRefusal(
        await k.post(k.resident, '/api/vms/stamp/cancel', { stampID: guards.stampID }),
        403,
        'VMS_STAMP_NOT_YOURS',
      );
      const back = await k.post(k.resident, '/api/vms/stamp/cancel', { stampID: mine.stampID });
      expect(back.statusCode, back.body).toBe(200);
      expect(back.json().data.stamps).toBe(1);
      expectRefusal(
        await k.post(k.guard, '/api/vms/stamp/cancel', { stampID: mine.stampID }),
        409,
        'VMS_STAMP_CANCELLED',
      );
      await k.post(k.guard, '/api/vms/visitor/checkout', { visitID: visit.visitID });
      expectRefusal(
        await k.post(k.resident, '/api/vms/stamp', { visitID: visit.visitID }),
        409,
        'VMS_ALREADY_OUT',
      );
    },
  );
});
