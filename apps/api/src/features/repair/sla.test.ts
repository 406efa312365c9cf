import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import { repairKit } from './repair-test-kit';
import { repairRequests } from './tables';

const HOUR = 3_600_000;

describe('SLA clocks on requests', () => {
  apiTest(
    'a step done late records its breach, which stays; waiting for the resident moves the due time on',
    async ({ api, community }) => {
      const k = await repairKit(community);
      // All day working, so the figures do not hang on the hour the test runs.
      await k.staff.call('PUT', '/api/repair/setting/sla', {
        body: {
          communityID: community.id,
          workDays: [0, 1, 2, 3, 4, 5, 6],
          workStart: '00:00',
          workEnd: '23:59',
          holidays: [],
          warnHours: 1,
        },
      });
      const { requestID } = await k.file();
      const set = (values: Partial<typeof repairRequests.$inferInsert>) =>
        api.db.update(repairRequests).set(values).where(eq(repairRequests.id, requestID));
      await set({ acceptDueAt: new Date(Date.now() - HOUR) });
      const list = await k.get(k.staff, '/api/repair/pmc/request', { breached: 'true' });
      expect(list.json().items.map((r: { requestID: string; sla: string }) => [r.requestID, r.sla])).toEqual([
        [requestID, 'BREACHED'],
      ]);
      const accepted = (await k.post(k.staff, '/api/repair/pmc/request/accept', { requestID })).json().data;
      expect(accepted.slaClocks[0]).toMatchObject({ step: 'ACCEPT', breached: true });
      const visitDue = new Date(accepted.slaClocks[1].dueAt).getTime();
      expect(visitDue - Date.now()).toBeGreaterThan(23 * HOUR);

      // Quoted: the clock pauses; two hours of waiting later the visit is due two hours later.
      await k.post(k.staff, '/api/repair/pmc/request/quote', {
        requestID,
        lines: [{ itemID: k.items.pipe, quantity: 1 }],
      });
      // A recorded breach outranks the pause in what lists show: it stays.
      expect((await k.get(k.staff, '/api/repair/pmc/request/info', { requestID })).json().data.sla).toBe(
        'BREACHED',
      );
      expect(
        (await api.db.select().from(repairRequests).where(eq(repairRequests.id, requestID)))[0]!.pausedAt,
      ).not.toBeNull();
      await set({ pausedAt: new Date(Date.now() - 2 * HOUR) });
      const approved = (
        await k.post(k.resident, '/api/repair/resident/request/quote/approve', { requestID })
      ).json().data;
      const moved = new Date(approved.slaClocks[1].dueAt).getTime() - visitDue;
      expect(moved / HOUR).toBeGreaterThan(1.9);
      expect(moved / HOUR).toBeLessThan(2.1);
      expect(approved.slaClocks[0].breached).toBe(true);
      const [row] = await api.db.select().from(repairRequests).where(eq(repairRequests.id, requestID));
      expect(row!.breaches).toEqual(['ACCEPT']);
    },
  );

  apiTest('the card counts waiting, breached and the month stars', async ({ community }) => {
    const k = await repairKit(community);
    const a = await k.file();
    await k.file();
    await k.walkTo(a.requestID, 'CLOSED');
    await k.post(k.resident, '/api/repair/resident/request/review', { requestID: a.requestID, stars: 5 });
    const card = (await k.get(k.staff, '/api/repair/pmc/request/summary')).json().data;
    expect(card).toMatchObject({ waitingAcceptance: 1, monthStars: 5, monthReviews: 1 });
    const counts = (await k.get(k.staff, '/api/repair/pmc/request/count')).json().data;
    expect(counts).toMatchObject({ NEW: 1, REVIEWED: 1 });
    const found = await k.get(k.staff, '/api/repair/pmc/request/search', { q: 'อ่างล้างจาน' });
    expect(found.json().items).toHaveLength(2);
    const xlsx = await k.get(k.staff, '/api/repair/pmc/request/excel');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
