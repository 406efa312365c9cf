import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import { newCommunity } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import { messageKit } from './message-test-kit';

const SEND = '/api/billing/message/send';
const INFO = '/api/billing/message/info-for-pmc';
const RECALL = '/api/billing/message/recall';
const SEARCH = '/api/billing/message/search';
const MY = '/api/billing/message/my';
const READ = '/api/billing/message/read';
const BY_UNIT = '/api/billing/message/by-unit-no';

describe('billing messages', () => {
  apiTest(
    'are searched by text, days and audience, newest first, a page at a time',
    async ({ api, community }) => {
      const k = await messageKit(api, community);
      const water = await k.message({ title: 'แจ้งปิดน้ำ', audience: 'BUILDINGS', buildingIDs: [k.buildingB] });
      const lift = await k.message({ title: 'ลิฟต์ปิดซ่อม', body: 'ซ่อมบำรุงลิฟต์ตัวที่ 2', audience: 'ALL' });
      const fee = await k.message({
        title: 'ค่าส่วนกลาง',
        body: 'ชำระได้ที่สำนักงาน',
        audience: 'UNITS',
        unitIDs: [k.unitIds.A2],
      });

      const first = (await k.get(SEARCH, { limit: 2 })).json();
      expect(first.items.map((m: { messageID: string }) => m.messageID)).toEqual([
        fee.messageID,
        lift.messageID,
      ]);
      expect(first.total).toBe(3);
      const next = (await k.get(SEARCH, { limit: 2, lastKey: first.lastKey })).json();
      expect(next.items.map((m: { messageID: string }) => m.messageID)).toEqual([water.messageID]);
      expect(next.total).toBeNull();
      expect(next.lastKey).toBeNull();

      const ids = async (query: Record<string, string>) =>
        (await k.get(SEARCH, query)).json().items.map((m: { messageID: string }) => m.messageID);
      expect(await ids({ q: 'ลิฟต์' })).toEqual([lift.messageID]);
      expect(await ids({ q: 'สำนักงาน' })).toEqual([fee.messageID]);
      expect(await ids({ q: '100%' })).toEqual([]);
      expect(await ids({ audience: 'BUILDINGS' })).toEqual([water.messageID]);
      expect(await ids({ from: '2000-01-01', to: '2000-12-31' })).toEqual([]);
      expect(await ids({ from: '2000-01-01' })).toHaveLength(3);
      expect(await ids({ to: '2999-01-01' })).toHaveLength(3);
    },
  );

  apiTest(
    'office work is the office’s: residents read their own, the committee reads, guards nothing',
    async ({ api, community }) => {
      const k = await messageKit(api, community);
      const sent = await k.message({ audience: 'ALL' });
      const q = { communityID: community.id };
      const send = { ...q, title: 'x', body: 'y', audience: 'ALL' };
      const resident = k.residents.A1;
      expectRefusal(await resident.call('POST', SEND, { body: send }), 403);
      expectRefusal(await resident.call('GET', SEARCH, { query: q }), 403);
      expectRefusal(await resident.call('GET', INFO, { query: { ...q, messageID: sent.messageID } }), 403);
      expectRefusal(
        await resident.call('POST', RECALL, { body: { ...q, messageID: sent.messageID, reason: 'x' } }),
        403,
      );

      const committee = await community.member('COMMITTEE');
      expect((await committee.call('GET', SEARCH, { query: q })).statusCode).toBe(200);
      expect(
        (await committee.call('GET', INFO, { query: { ...q, messageID: sent.messageID } })).statusCode,
      ).toBe(200);
      expect((await committee.call('GET', BY_UNIT, { query: { ...q, unitNo: 'A1' } })).statusCode).toBe(200);
      expectRefusal(await committee.call('POST', SEND, { body: send }), 403);
      expectRefusal(
        await committee.call('POST', RECALL, { body: { ...q, messageID: sent.messageID, reason: 'x' } }),
        403,
      );

      const guard = await community.member('GUARD');
      for (const url of [SEARCH, MY, BY_UNIT])
        expectRefusal(await guard.call('GET', url, { query: { ...q, unitNo: 'A1' } }), 403);
      expectRefusal(await guard.call('GET', INFO, { query: { ...q, messageID: sent.messageID } }), 403);
      expectRefusal(await guard.call('POST', SEND, { body: send }), 403);
      expectRefusal(await guard.call('POST', READ, { body: { ...q, messageID: sent.messageID } }), 403);
    },
  );

  apiTest("another community's messages are never seen, read or recalled", async ({ api, community }) => {
    const k = await messageKit(api, community);
    const other = await newCommunity(api, { name: 'Other' });
    const ok = await messageKit(api, other);
    const theirs = await ok.message({ audience: 'ALL', title: 'ของโครงการอื่น' });
    const ours = await k.message({ audience: 'ALL', title: 'ของเรา' });

    expectRefusal(await k.get(INFO, { messageID: theirs.messageID }), 404, 'BILLING_MESSAGE_NOT_FOUND');
    expectRefusal(
      await k.send('POST', RECALL, { messageID: theirs.messageID, reason: 'x' }),
      404,
      'BILLING_MESSAGE_NOT_FOUND',
    );
    expectRefusal(await k.mine(k.residents.A1, 'POST', READ, { messageID: theirs.messageID }), 404);
    const found = (await k.get(SEARCH, { includeRecalled: 'true' })).json();
    expect(found.items.map((m: { messageID: string }) => m.messageID)).toEqual([ours.messageID]);
    expect(found.total).toBe(1);
    // Both communities have a unit A1: ours shows only our message.
    const a1 = (await k.get(BY_UNIT, { unitNo: 'A1' })).json().items;
    expect(a1.map((m: { messageID: string }) => m.messageID)).toEqual([ours.messageID]);
    expect(
      (await k.mine(k.residents.A1, 'GET', MY)).json().items.map((m: { title: string }) => m.title),
    ).toEqual(['ของเรา']);
    expectRefusal(await k.staff.call('GET', SEARCH, { query: { communityID: other.id } }), 403);
    expect((await ok.get(INFO, { messageID: theirs.messageID })).json().data.recalledAt).toBeNull();
  });

  apiTest('billing messages are off in a village', async ({ api }) => {
    const village = await newCommunity(api, { type: 'VILLAGE' });
    const pmc = await village.member('PMC');
    expectRefusal(
      await pmc.call('GET', SEARCH, { query: { communityID: village.id } }),
      403,
      'FEATURE_DISABLED',
    );
    expectRefusal(
      await pmc.call('POST', SEND, {
        body: { communityID: village.id, title: 'x', body: 'y', audience: 'ALL' },
      }),
      403,
      'FEATURE_DISABLED',
    );
  });
});
