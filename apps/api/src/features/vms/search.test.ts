import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { queryRows } from '../../platform/db/client';
import { apiTest } from '../../test/api-test';
import { newCommunity } from '../../test/community-kit';
import { C, couponKit } from './coupon-test-kit';
import { vmsVisits } from './tables';
import { vmsKit } from './vms-test-kit';

const SEARCH = '/api/vms/visitor/search';
/** More visits share a name than `vms_find_visits` looks up in its indexes (2,000). */
const MANY = 2_100;

describe('vms search through the indexes', () => {
  apiTest(
    'a text on few visits or on many answers the newest 50 of them, by every field, in the community only',
    async ({ api, community }) => {
      const k = await vmsKit(api, community);
      const rare = await k.checkin({
        name: 'ประเสริฐ หายาก',
        plate: 'ฆม 7788',
        phone: '0861234567',
        badge: 'B-77',
      });
      await api.db.insert(vmsVisits).values(
        Array.from({ length: MANY }, (_, i) => ({
          communityId: community.id,
          slipCode: `BULK${i}`,
          name: `สมชาย ซ้ำ ${i}`,
          visitorType: 'GUEST' as const,
          unitId: k.unitIds.home,
          checkedInAt: new Date(Date.now() - (i + 10) * 60_000),
        })),
      );
      const search = async (q: string) => {
        const res = await k.get(k.guard, SEARCH, { q });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().items.map((v: { visitID: string; name: string }) => v.visitID);
      };
      const names = async (q: string) =>
        (await k.get(k.guard, SEARCH, { q })).json().items.map((v: { name: string }) => v.name);
      for (const q of ['หายาก', 'ฆม7788', 'ฆม 7788', '0861234', 'B-77', rare.slipCode.toLowerCase(), 'ฆม'])
        expect(await search(q), q).toEqual([rare.visitID]);
      const newest = Array.from({ length: 50 }, (_, i) => `สมชาย ซ้ำ ${i}`);
      expect(await names('ซ้ำ')).toEqual(newest);
      expect(await names('สมชาย')).toEqual(newest);
      expect(await names('ซ้ำ 2099')).toEqual(['สมชาย ซ้ำ 2099']);
      expect(await search('%')).toEqual([]);
      expect(await search('B-7')).toEqual([]);

      const other = await newCommunity(api, { name: 'Other' });
      const o = await vmsKit(api, other);
      const theirs = await o.checkin({ name: 'ประเสริฐ หายาก' });
      expect(await search('หายาก')).toEqual([rare.visitID]);
      expect(
        (await o.get(o.guard, SEARCH, { q: 'หายาก' }))
          .json()
          .items.map((v: { visitID: string }) => v.visitID),
      ).toEqual([theirs.visitID]);

      // As the application role, as search calls it: the community comes from the transaction's
      // setting, never from an argument; without one it finds nothing.
      const find = (communityId: string | null) =>
        api.appDb.transaction(async (tx) => {
          if (communityId) await tx.execute(sql`select set_config('app.community_id', ${communityId}, true)`);
          const rows = await queryRows<{ id: string }>(
            tx,
            sql`select id from vms_find_visits('%หายาก%', '%หายาก%', 'หายาก', 'หายาก', 50)`,
          );
          return rows.map((r) => r.id);
        });
      expect(await find(community.id)).toEqual([rare.visitID]);
      expect(await find(other.id)).toEqual([theirs.visitID]);
      expect(await find(null)).toEqual([]);
    },
  );

  apiTest('coupon search answers exactly the codes that start with the text', async ({ api, community }) => {
    const k = await couponKit(api, community);
    const codes: string[] = (await k.batch('REVIEWED', 20)).coupons.map((c) => c.code);
    const search = async (q: string) => {
      const res = await k.get(k.guard, `${C}/search`, { q });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().items.map((c: { code: string }) => c.code);
    };
    const starting = (q: string) => codes.filter((c) => c.startsWith(q.toUpperCase())).sort();
    for (const q of [codes[0]!, codes[1]!.slice(0, 5), codes[2]!.slice(0, 1).toLowerCase(), 'A', '7', 'Z'])
      expect(await search(q), q).toEqual(starting(q));
    for (const q of ['%', '_', 'ก', `${codes[0]!.slice(0, 3)}%`]) expect(await search(q), q).toEqual([]);
  });
});
