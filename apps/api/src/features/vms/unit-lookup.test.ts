import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import { newCommunity } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import { vmsKit } from './vms-test-kit';

const LOOKUP = '/api/vms/unit/lookup';
const unitNos = (res: { json: () => { items: { unitNo: string }[] } }) =>
  res.json().items.map((u) => u.unitNo);

describe('the gate’s unit lookup', () => {
  apiTest(
    'a guard finds units by the start of their number, dashes and case ignored',
    async ({ api, community }) => {
      const k = await vmsKit(api, community);
      await community.unit('B-1201');
      expect(unitNos(await k.get(k.guard, LOOKUP, { q: 'a01' }))).toEqual(['A-0101', 'A-0102']);
      expect(unitNos(await k.get(k.guard, LOOKUP, { q: 'A-0102' }))).toEqual(['A-0102']);
      expect(unitNos(await k.get(k.guard, LOOKUP, { q: 'b12' }))).toEqual(['B-1201']);
      // A LIKE wildcard typed is a character, not a pattern.
      expect(unitNos(await k.get(k.guard, LOOKUP, { q: '%' }))).toEqual([]);
      expect(unitNos(await k.get(k.staff, LOOKUP, { q: '' })).length).toBe(3);
    },
  );

  apiTest(
    'residents cannot browse units; bad input is a 400; another community’s units never answer',
    async ({ api, community }) => {
      const k = await vmsKit(api, community);
      expectRefusal(await k.get(k.resident, LOOKUP, { q: 'A' }), 403);
      expectRefusal(await k.get(k.guard, LOOKUP, { q: 'x'.repeat(31) }), 400);
      const other = await newCommunity(api, { name: 'Other' });
      await other.unit('Z-0001');
      expect(unitNos(await k.get(k.guard, LOOKUP, { q: 'z' }))).toEqual([]);
    },
  );
});
