import { REPAIR_MOVES } from '@cc/contracts/repair-records';
import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import { expectRefusal } from '../../test/refusal';
import { repairKit, slotAt } from './repair-test-kit';

describe('a repair from the photo to the review', () => {
  apiTest(
    'file, accept, quote, approve, schedule, progress, close, confirm, review; every step on the timeline',
    async ({ community }) => {
      const k = await repairKit(community);
      const filed = await k.file({ preferredTimes: 'หลัง 17:00', mayEnterWhenAbsent: true });
      expect(filed).toMatchObject({
        no: 1,
        state: 'NEW',
        unitNo: 'A-0101',
        categoryName: 'ประปา',
        sla: 'OK',
      });
      expect(filed.actions).toEqual(['cancel']);
      await k.walkTo(filed.requestID, 'APPROVED');
      const detail = await k.get(k.staff, '/api/repair/pmc/request/info', { requestID: filed.requestID });
      expect(detail.json().data.quote).toMatchObject({
        totalSatang: 45_000,
        lines: [{ name: 'เปลี่ยนท่อน้ำทิ้ง', amountSatang: 45_000 }],
      });
      expect(detail.json().data.actions).toEqual(['schedule', 'forceClose']);

      const scheduled = await k.post(k.staff, '/api/repair/pmc/request/schedule', {
        requestID: filed.requestID,
        startsAt: slotAt(2),
        technicianID: k.technicians.wichai,
      });
      expect(scheduled.json().data.appointment).toMatchObject({ technicianName: 'วิชัย ช่างทั่วไป' });
      await k.post(k.staff, '/api/repair/pmc/request/progress', {
        requestID: filed.requestID,
        note: 'เปลี่ยนท่อแล้ว',
      });
      await k.post(k.staff, '/api/repair/pmc/request/close', {
        requestID: filed.requestID,
        note: 'เสร็จ',
        collectedSatang: 45_000,
        method: 'CASH',
      });
      const notFixed = await k.post(k.resident, '/api/repair/resident/request/close/confirm', {
        requestID: filed.requestID,
        fixed: false,
        note: 'ยังรั่ว',
      });
      expect(notFixed.json().data.state).toBe('IN_PROGRESS');
      await k.post(k.staff, '/api/repair/pmc/request/close', {
        requestID: filed.requestID,
        collectedSatang: 0,
      });
      expect(
        (
          await k.post(k.resident, '/api/repair/resident/request/close/confirm', {
            requestID: filed.requestID,
            fixed: true,
          })
        ).json().data.state,
      ).toBe('CLOSED');
      const reviewed = await k.post(k.resident, '/api/repair/resident/request/review', {
        requestID: filed.requestID,
        stars: 4,
        comment: 'ช่างสุภาพ',
      });
      expect(reviewed.json().data).toMatchObject({
        state: 'REVIEWED',
        stars: 4,
        review: { stars: 4, comment: 'ช่างสุภาพ' },
      });
      const timeline = reviewed.json().data.timeline.map((e: { action: string }) => e.action);
      expect(timeline).toEqual([
        'create',
        'accept',
        'quote',
        'approveQuote',
        'schedule',
        'progress',
        'requestClose',
        'notFixed',
        'requestClose',
        'confirmClose',
        'review',
      ]);
    },
  );

  apiTest(
    'every action outside the table is refused naming both states, in Thai too',
    async ({ community }) => {
      const k = await repairKit(community);
      const { requestID } = await k.file();
      // NEW: everything but accept, reject, cancel and delete is refused.
      const tries: [string, object][] = [
        ['/api/repair/pmc/request/quote', { lines: [{ itemID: k.items.pipe, quantity: 1 }] }],
        ['/api/repair/pmc/request/progress', { note: 'x' }],
        ['/api/repair/pmc/request/close', {}],
        ['/api/repair/pmc/request/forceclose', { reason: 'x' }],
      ];
      for (const [url, body] of tries)
        expectRefusal(await k.post(k.staff, url, { requestID, ...body }), 409, 'REPAIR_MOVE', /is new/);
      const th = await k.staff.call('POST', '/api/repair/pmc/request/forceclose', {
        body: { communityID: community.id, requestID, reason: 'x' },
        headers: { 'accept-language': 'th' },
      });
      expect(th.json().message).toMatch(/รอรับเรื่อง/);
      expect(Object.keys(REPAIR_MOVES)).toHaveLength(15);
      await k.walkTo(requestID, 'CLOSED');
      expectRefusal(
        await k.post(k.resident, '/api/repair/resident/request/cancel', { requestID }),
        409,
        'REPAIR_MOVE',
      );
      expectRefusal(
        await k.post(k.staff, '/api/repair/pmc/request/accept', { requestID }),
        409,
        'REPAIR_MOVE',
        /closed/,
      );
    },
  );

  apiTest(
    'reject, cancel before a visit, force close with a reason, delete a duplicate',
    async ({ api, community }) => {
      const k = await repairKit(community);
      const a = await k.file();
      expectRefusal(await k.post(k.staff, '/api/repair/pmc/request/reject', { requestID: a.requestID }), 400);
      expect(
        (
          await k.post(k.staff, '/api/repair/pmc/request/reject', {
            requestID: a.requestID,
            reason: 'อยู่ในประกันผู้ขาย',
          })
        ).json().data,
      ).toMatchObject({ state: 'REJECTED', reason: 'อยู่ในประกันผู้ขาย' });
      const b = await k.file();
      await k.walkTo(b.requestID, 'SCHEDULED');
      expect(
        (await k.post(k.resident, '/api/repair/resident/request/cancel', { requestID: b.requestID })).json()
          .data.state,
      ).toBe('CANCELLED');
      // The cancelled visit's technician is free again.
      const slots = await k.get(k.staff, '/api/repair/pmc/request/schedule/slot', {
        categoryID: k.categories.plumbing,
        from: slotAt(2).slice(0, 10),
        to: slotAt(2).slice(0, 10),
      });
      expect(
        slots.json().items.find((s: { startsAt: string }) => s.startsAt === new Date(slotAt(2)).toISOString())
          .places,
      ).toBe(2);
      const c = await k.file();
      await k.walkTo(c.requestID, 'IN_PROGRESS');
      expect(
        (
          await k.post(k.staff, '/api/repair/pmc/request/forceclose', {
            requestID: c.requestID,
            reason: 'ลูกบ้านย้ายออก',
          })
        ).json().data.state,
      ).toBe('FORCE_CLOSED');
      const d = await k.file();
      const del = await k.staff.call('DELETE', '/api/repair/pmc/request/delete', {
        body: { communityID: community.id, requestID: d.requestID, reason: 'ซ้ำ', duplicateOf: a.requestID },
      });
      expect(del.statusCode, del.body).toBe(200);
      expectRefusal(
        await k.get(k.staff, '/api/repair/pmc/request/info', { requestID: d.requestID }),
        404,
        'REPAIR_NOT_FOUND',
      );
      const list = await k.get(k.staff, '/api/repair/pmc/request');
      expect(list.json().items.map((r: { no: number }) => r.no)).not.toContain(d.no);
      expect(api).toBeTruthy();
    },
  );
});
