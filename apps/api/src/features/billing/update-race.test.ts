import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import { billingKit } from './billing-test-kit';

describe('simultaneous bill changes', () => {
  apiTest(
    'twenty updates from one version: one wins, the rest are told it is stale',
    async ({ api, community }) => {
      const k = await billingKit(api, community);
      const bill = await k.bill('A1');
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          k.send('POST', '/api/billing/update', {
            billID: bill.billID,
            version: 1,
            lines: [{ description: `line ${i}`, rateSatang: 100 + i, quantity: '1' }],
          }),
        ),
      );
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(19);
      const after = (await k.get('/api/billing/info', { billID: bill.billID })).json().data;
      expect(after.version).toBe(2);
      expect(after.revisions).toHaveLength(1);
    },
  );
});
