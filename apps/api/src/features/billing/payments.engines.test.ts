import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { communityScope } from '../../platform/db/community-scope';
import { apiTest } from '../../test/api-test';
import { countRows } from '../../test/rows';
import { billingWork } from './billing-work';
import { verifyEvidence } from './decide-payment';
import { evidenceKit, slipImage } from './evidence-test-kit';
import { billingEvidence } from './tables';

const paidAt = '2026-11-01T10:00:00+07:00';

/** Numbering and de-duplication that must hold on PGlite and PostgreSQL alike. */
describe('payments at once', () => {
  apiTest(
    '50 simultaneous verifies number receipts 1 to 50; a failed one leaves no gap',
    async ({ api, community }) => {
      const k = await evidenceKit(api, community);
      const admin = await community.member('ADMIN');
      await admin.call('POST', '/api/billing/setting/verified-user', {
        body: { communityID: community.id, userID: k.staff.userId },
      });
      const rows = await api.db
        .insert(billingEvidence)
        .values(
          Array.from({ length: 51 }, (_, i) => ({
            communityId: community.id,
            unitId: k.unitIds.A1,
            amountSatang: 100 + i,
            paidAt: new Date(paidAt),
            method: 'CASH' as const,
            source: 'OFFICE' as const,
          })),
        )
        .returning({ id: billingEvidence.id });
      const verify = (evidenceID: string) => k.send('POST', '/api/billing/evidence/verify', { evidenceID });
      const answers = await Promise.all(rows.slice(0, 50).map((r) => verify(r.id)));
      for (const a of answers) expect(a.statusCode, a.body).toBe(200);
      const numbers = answers
        .map((a) => Number(a.json().data.receipt.receiptNo.split('-')[1]))
        .sort((x, y) => x - y);
      expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));

      // A verify that fails after taking its number rolls the number back with everything else.
      const last = rows[50]!.id;
      const failing = billingWork(communityScope(api.db, community.id), k.staff.userId, async (w) => {
        await verifyEvidence(w, { evidenceID: last });
        throw new Error('failed after numbering');
      });
      await expect(failing).rejects.toThrow('failed after numbering');
      const next = await verify(last);
      expect(next.json().data.receipt.receiptNo).toMatch(/-000051$/);
    },
  );

  apiTest('one slip sent 20 times at once is stored once', async ({ api, community }) => {
    const k = await evidenceKit(api, community);
    const image = slipImage('RACE00001');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        k.upload(image, { unitID: k.unitIds.A1, amountSatang: '100', paidAt }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, ...Array(19).fill(409)]);
    expect(await countRows(api.db, billingEvidence, eq(billingEvidence.communityId, community.id))).toBe(1);
  });
});
