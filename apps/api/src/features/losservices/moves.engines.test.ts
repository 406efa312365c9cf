import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog } from '../../platform/audit/tables';
import { apiTest } from '../../test/api-test';

/** Moves at once, on PGlite and PostgreSQL: the conditional update decides, never timing. */
describe('extra service requests moved at once', () => {
  apiTest(
    'two staff accept one request at once: one wins, the other gets 409, one audit line',
    async ({ api, community }) => {
      const [a, b, resident] = await Promise.all([
        community.member('PMC'),
        community.member('ADMIN'),
        community.member('RESIDENT'),
      ]);
      const post = (who: typeof a, path: string, body: object) =>
        who.call('POST', `/api/losservices/${path}`, { body: { communityID: community.id, ...body } });
      const service = await post(a, 'service/create', {
        kind: 'CLEANING',
        name: 'แม่บ้าน',
        fromPriceSatang: 59_000,
        vendorName: 'บ้านสะอาด',
        vendorEmail: 'jobs@baansaard.test',
      });
      const serviceID = service.json().data.serviceID;
      await post(a, 'service/toggle', { serviceID, isEnabled: true });
      for (let round = 0; round < 2; round++) {
        const made = await post(resident, 'request/create', {
          serviceID,
          place: 'B-0807',
          preferredDate: '2026-12-10',
        });
        const requestID = made.json().data.requestID;
        const answers = await Promise.all([
          post(a, 'request/status', { requestID, status: 'ACCEPTED' }),
          post(b, 'request/status', { requestID, status: 'ACCEPTED' }),
        ]);
        expect(answers.map((r) => r.statusCode).sort(), answers.map((r) => r.body).join('\n')).toEqual([
          200, 409,
        ]);
        const lost = answers.find((r) => r.statusCode === 409)!;
        expect(lost.json().code).toBe('LOSSERVICES_MOVE_NOT_ALLOWED');
        const lines = await api.db.select().from(auditLog).where(eq(auditLog.target, requestID));
        expect(lines.filter((l) => l.action === 'losservices.request.accepted')).toHaveLength(1);
      }
    },
  );
});
