import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { communityScope } from '../../platform/db/community-scope';
import { notificationRecipients, notifications } from '../../platform/notify/tables';
import { apiTest } from '../../test/api-test';
import { checkSla } from './repair-clock-jobs';
import { repairKit } from './repair-test-kit';
import { repairRequests } from './tables';

describe('SLA warnings and breaches', () => {
  apiTest(
    'staff are warned before a due time, and at it the breach is recorded once and stays',
    async ({ api, community }) => {
      const k = await repairKit(community);
      const { requestID } = await k.file();
      const s = api.app.services;
      const scope = communityScope(s.db, community.id);
      const staffTitles = async () =>
        (
          await api.db
            .select({ title: notifications.title })
            .from(notificationRecipients)
            .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
            .where(eq(notificationRecipients.userId, k.staff.userId))
        ).map((n) => n.title);
      const soon = new Date(Date.now() + 30 * 60_000);
      await api.db.update(repairRequests).set({ acceptDueAt: soon }).where(eq(repairRequests.id, requestID));
      await checkSla(s, scope, requestID, soon);
      expect((await staffTitles()).filter((t) => t.startsWith('ใกล้ครบกำหนด SLA'))).toHaveLength(1);
      // A due time that has moved since: nothing.
      await checkSla(s, scope, requestID, new Date(soon.getTime() - 3_600_000));
      const past = new Date(Date.now() - 60_000);
      await api.db.update(repairRequests).set({ acceptDueAt: past }).where(eq(repairRequests.id, requestID));
      await checkSla(s, scope, requestID, past);
      await checkSla(s, scope, requestID, past);
      const [row] = await api.db.select().from(repairRequests).where(eq(repairRequests.id, requestID));
      expect(row!.breaches).toEqual(['ACCEPT']);
      expect((await staffTitles()).filter((t) => t.startsWith('เกินกำหนด SLA'))).toHaveLength(1);
      // Accepting late keeps the breach.
      const accepted = await k.post(k.staff, '/api/repair/pmc/request/accept', { requestID });
      expect(accepted.json().data.slaClocks[0]).toMatchObject({ step: 'ACCEPT', breached: true });
    },
  );
});
