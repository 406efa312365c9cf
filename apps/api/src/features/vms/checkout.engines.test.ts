import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import { vmsVisits } from './tables';
import { vmsKit } from './vms-test-kit';

/** Simultaneous gate work on PGlite and PostgreSQL: conditional updates and keys decide, not timing. */
describe('vms at once', () => {
  apiTest(
    'ten checkouts of one visit at once: exactly one wins, the rest are told it left',
    async ({ api, community }) => {
      const k = await vmsKit(api, community);
      const visit = await k.checkin();
      await k.backdate(visit.visitID, 90);
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          k.post(k.guard, '/api/vms/visitor/checkout', {
            visitID: visit.visitID,
            paymentMethod: i % 2 ? 'CASH' : 'PROMPTPAY',
          }),
        ),
      );
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
      const losers = answers.filter((a) => a.statusCode !== 200);
      expect(losers.map((a) => [a.statusCode, a.json().code])).toEqual(
        Array(9).fill([409, 'VMS_ALREADY_OUT']),
      );
      const winner = answers.find((a) => a.statusCode === 200)!.json().data;
      const [row] = await api.db.select().from(vmsVisits).where(eq(vmsVisits.id, visit.visitID));
      expect(row).toMatchObject({ feeSatang: 4_000, paymentMethod: winner.paymentMethod });
    },
  );

  apiTest('one check-in resent five times at once stores one visit', async ({ api, community }) => {
    const k = await vmsKit(api, community);
    const body = { name: 'ส่งซ้ำ', visitorType: 'DELIVERY', unitID: k.unitIds.home, clientID: 'tablet-7:42' };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => k.post(k.guard, '/api/vms/visitor/checkin', body)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().data.visitID)).size).toBe(1);
    // Exactly one answer made the visit; the others are the first one's, marked as replays.
    expect(answers.filter((a) => a.json().data.replayed === false)).toHaveLength(1);
    const rows = await api.db.select().from(vmsVisits).where(eq(vmsVisits.communityId, community.id));
    expect(rows).toHaveLength(1);
  });

  apiTest(
    "one check-out resent five times at once marks the visit out once, each answer the first one's fee",
    async ({ api, community }) => {
      const k = await vmsKit(api, community);
      const visit = await k.checkin();
      await k.backdate(visit.visitID, 90);
      const body = { slipCode: visit.slipCode, paymentMethod: 'CASH', clientID: 'phone-3:out-1' };
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => k.post(k.guard, '/api/vms/visitor/checkout', body)),
      );
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(answers.filter((a) => a.json().data.replayed === false)).toHaveLength(1);
      expect(new Set(answers.map((a) => a.json().data.fee.totalSatang))).toEqual(new Set([4_000]));
      expect(new Set(answers.map((a) => a.json().data.checkedOutAt)).size).toBe(1);
      // Later, after the answer was lost: still the first check-out, nothing charged again.
      const later = await k.post(k.guard, '/api/vms/visitor/checkout', body);
      expect(later.json().data).toMatchObject({ replayed: true, visitID: visit.visitID, feeSatang: 4_000 });
      // Another check-out of the same slip with no clientID is told the visitor left.
      const plain = await k.post(k.guard, '/api/vms/visitor/checkout', { slipCode: visit.slipCode });
      expect(plain.statusCode).toBe(400);
    },
  );
});
