import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import { repairKit, slotAt } from './repair-test-kit';
import { repairAppointments, repairEvents } from './tables';

/** Simultaneous office work on PGlite and PostgreSQL: keys and row locks decide, not timing. */
describe('repair at once', () => {
  apiTest(
    '50 requests scheduled into one slot with 2 technicians: exactly 2 booked',
    async ({ api, community }) => {
      const k = await repairKit(community);
      const ids: string[] = [];
      for (let i = 0; i < 50; i++) {
        const { requestID } = await k.file({ description: `ก๊อกน้ำรั่ว ${i}` });
        await k.post(k.staff, '/api/repair/pmc/request/accept', { requestID });
        ids.push(requestID);
      }
      const answers = await Promise.all(
        ids.map((requestID) =>
          k.post(k.staff, '/api/repair/pmc/request/schedule', { requestID, startsAt: slotAt(3) }),
        ),
      );
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(2);
      expect(
        answers.filter((a) => a.statusCode === 409).every((a) => a.json().code === 'REPAIR_SLOT_FULL'),
      ).toBe(true);
      const booked = await api.db
        .select()
        .from(repairAppointments)
        .where(eq(repairAppointments.communityId, community.id));
      expect(booked).toHaveLength(2);
      expect(new Set(booked.map((b) => b.technicianId)).size).toBe(2);
    },
  );

  apiTest(
    '20 simultaneous accepts and rejects of one request: exactly one wins',
    async ({ api, community }) => {
      const k = await repairKit(community);
      const { requestID } = await k.file();
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          i % 2
            ? k.post(k.staff, '/api/repair/pmc/request/accept', { requestID })
            : k.post(k.staff, '/api/repair/pmc/request/reject', { requestID, reason: 'ซ้ำ' }),
        ),
      );
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
      const moves = await api.db.select().from(repairEvents).where(eq(repairEvents.requestId, requestID));
      expect(moves.filter((m) => m.action !== 'create')).toHaveLength(1);
    },
  );
});
