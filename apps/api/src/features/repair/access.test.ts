import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { queryRows } from '../../platform/db/client';
import { apiTest } from '../../test/api-test';
import { newCommunity } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import { countRows } from '../../test/rows';
import { type RepairKit, repairKit } from './repair-test-kit';

type RepairKitGet = RepairKit['get'];

import { repairRequests } from './tables';

describe('repair access and tenancy', () => {
  apiTest(
    "search finds only its own community's requests, through the index lookup as well",
    async ({ api, community }) => {
      const k = await repairKit(community);
      const mine = await k.file({ description: 'ท่อน้ำทิ้งรั่วชั้นใต้ดิน' });
      const other = await newCommunity(api, { name: 'Other' });
      const theirs = await repairKit(other);
      const foreign = await theirs.file({ description: 'ท่อน้ำทิ้งรั่วของที่อื่น' });
      const ids = (res: Awaited<ReturnType<RepairKitGet>>) =>
        res.json().items.map((i: { requestID: string }) => i.requestID);
      expect(ids(await k.get(k.staff, '/api/repair/pmc/request/search', { q: 'ท่อน้ำทิ้ง' }))).toEqual([
        mine.requestID,
      ]);
      expect(ids(await k.get(k.staff, '/api/repair/pmc/request/search', { q: 'ของที่อื่น' }))).toEqual([]);
      expect(ids(await theirs.get(theirs.staff, '/api/repair/pmc/request/search', { q: 'ท่อน้ำทิ้ง' }))).toEqual([
        foreign.requestID,
      ]);
      // As the application role, as search calls it: the community comes from the transaction's
      // setting, never from an argument; without one it finds nothing.
      const find = (communityId: string | null, pattern: string) =>
        api.appDb.transaction(async (tx) => {
          if (communityId) await tx.execute(sql`select set_config('app.community_id', ${communityId}, true)`);
          const rows = await queryRows<{ id: string }>(
            tx,
            sql`select id from repair_find_requests(${pattern}, null, null, 50)`,
          );
          return rows.map((r) => r.id);
        });
      expect(await find(community.id, '%ท่อน้ำทิ้ง%')).toEqual([mine.requestID]);
      expect(await find(community.id, '%ของที่อื่น%')).toEqual([]);
      expect(await find(other.id, '%ท่อน้ำทิ้ง%')).toEqual([foreign.requestID]);
      expect(await find(null, '%ท่อน้ำทิ้ง%')).toEqual([]);
    },
  );

  apiTest(
    "another community's requests answer as unknown; a neighbour sees none of a unit's",
    async ({ api, community }) => {
      const k = await repairKit(community);
      const mine = await k.file();
      const other = await newCommunity(api, { name: 'Other' });
      const theirs = await repairKit(other);
      expectRefusal(
        await theirs.get(theirs.staff, '/api/repair/pmc/request/info', { requestID: mine.requestID }),
        404,
        'REPAIR_NOT_FOUND',
      );
      expectRefusal(
        await theirs.post(theirs.staff, '/api/repair/pmc/request/accept', { requestID: mine.requestID }),
        404,
        'REPAIR_NOT_FOUND',
      );
      expect((await theirs.get(theirs.staff, '/api/repair/pmc/request')).json().items).toEqual([]);
      expectRefusal(
        await k.get(k.neighbour, '/api/repair/resident/request/info', { requestID: mine.requestID }),
        404,
        'REPAIR_NOT_FOUND',
      );
      expect((await k.get(k.neighbour, '/api/repair/resident/request/list')).json().items).toEqual([]);
      expect((await k.get(k.resident, '/api/repair/resident/request/list')).json().items).toHaveLength(1);
      // Filing for a unit the resident does not live in, or with another community's category.
      expectRefusal(
        await k.post(k.resident, '/api/repair/resident/request/create', {
          unitID: k.unitIds.next,
          categoryID: k.categories.plumbing,
          description: 'x',
        }),
        403,
        'REPAIR_NOT_YOUR_UNIT',
      );
      expectRefusal(
        await k.post(k.resident, '/api/repair/resident/request/create', {
          unitID: k.unitIds.home,
          categoryID: theirs.categories.plumbing,
          description: 'x',
        }),
        404,
        'REPAIR_CATEGORY_NOT_FOUND',
      );
    },
  );

  apiTest(
    'roles: residents do no office work, guards nothing; a village has no repair',
    async ({ api, community }) => {
      const k = await repairKit(community);
      const { requestID } = await k.file();
      expectRefusal(await k.post(k.resident, '/api/repair/pmc/request/accept', { requestID }), 403);
      expectRefusal(await k.get(k.resident, '/api/repair/pmc/request'), 403);
      const guard = await community.member('GUARD');
      expectRefusal(await k.get(guard, '/api/repair/setting/category'), 403);
      const village = await newCommunity(api, { name: 'Village', type: 'VILLAGE' });
      const staff = await village.member('PMC');
      expectRefusal(
        await staff.call('GET', '/api/repair/pmc/request', { query: { communityID: village.id } }),
        403,
        'FEATURE_DISABLED',
      );
    },
  );

  apiTest('bad input is a 400 and saves nothing', async ({ api, community }) => {
    const k = await repairKit(community);
    const before = await countRows(api.db, repairRequests);
    for (const body of [
      { description: '' },
      { description: 'x'.repeat(1001) },
      { categoryID: 'nope' },
      { unitID: 'nope' },
    ]) {
      expectRefusal(
        await k.post(k.resident, '/api/repair/resident/request/create', {
          unitID: k.unitIds.home,
          categoryID: k.categories.plumbing,
          description: 'น้ำรั่ว',
          ...body,
        }),
        400,
      );
    }
    expect(await countRows(api.db, repairRequests)).toBe(before);
    const { requestID } = await k.file();
    await k.post(k.staff, '/api/repair/pmc/request/accept', { requestID });
    expectRefusal(await k.post(k.staff, '/api/repair/pmc/request/quote', { requestID, lines: [] }), 400);
    expectRefusal(
      await k.post(k.staff, '/api/repair/pmc/request/quote', {
        requestID,
        lines: [{ name: 'ค่าแรง', quantity: 1 }],
      }),
      400,
    );
    expectRefusal(
      await k.post(k.staff, '/api/repair/pmc/request/schedule', {
        requestID,
        startsAt: new Date().toISOString().replace(/T.*/, 'T03:17:00.000Z'),
      }),
      400,
      'REPAIR_NOT_A_SLOT',
    );
    expectRefusal(
      await k.staff.call('PUT', '/api/repair/setting/appointment', {
        body: {
          communityID: community.id,
          slots: [{ start: '13:00', end: '12:00' }],
          leadHours: 4,
          autoCloseDays: 3,
        },
      }),
      400,
      'REPAIR_SLOTS_OVERLAP',
    );
  });
});
