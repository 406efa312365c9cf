import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { notificationRecipients, notifications } from '../../platform/notify/tables';
import { apiTest } from '../../test/api-test';
import { newCommunity } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import { countRows } from '../../test/rows';
import { MESSAGE_NOTICE_JOBS, messageTarget } from './message-notices';
import { messageKit } from './message-test-kit';
import { billingMessageRecipients, billingMessages } from './tables';

const SEND = '/api/billing/message/send';
const INFO = '/api/billing/message/info-for-pmc';
const RECALL = '/api/billing/message/recall';
const SEARCH = '/api/billing/message/search';
const MY = '/api/billing/message/my';
const READ = '/api/billing/message/read';
const BY_UNIT = '/api/billing/message/by-unit-no';
const quiet = { info() {}, warn() {}, error() {} };

describe('a billing message', () => {
  apiTest(
    "reaches a building's units, notifies their residents once, and records who read it",
    async ({ api, community }) => {
      const k = await messageKit(api, community);
      const sent = await k.message({ audience: 'BUILDINGS', buildingIDs: [k.buildingA] });
      expect(sent).toMatchObject({
        audience: 'BUILDINGS',
        buildingIDs: [k.buildingA],
        recipientCount: 2,
        readCount: 0,
        sentBy: { userID: k.staff.userId },
        recalledAt: null,
      });
      expect(sent.recipients.map((r) => r.unitNo)).toEqual(['A1', 'A2']);

      // The notice job, run by the runner and then once more by hand, tells each resident once.
      await api.app.services.jobs.runDue();
      const job = { communityID: community.id, messageID: sent.messageID };
      const ctx = { jobId: 0, attempt: 2, db: api.app.services.db, log: quiet };
      await MESSAGE_NOTICE_JOBS['billing.message-notify'].handle(job, ctx, api.app.services);
      const told = await api.db
        .select({ userId: notificationRecipients.userId, target: notifications.target })
        .from(notifications)
        .innerJoin(notificationRecipients, eq(notificationRecipients.notificationId, notifications.id))
        .where(and(eq(notifications.communityId, community.id), eq(notifications.featureEnum, 'BILLING')));
      expect(told.map((t) => t.userId).sort()).toEqual([k.residents.A1.userId, k.residents.A2.userId].sort());
      expect(told[0]!.target).toBe(`/dashboard/billing/searchbillingmessage?messageID=${sent.messageID}`);
      expect(messageTarget(sent.messageID)).toBe(told[0]!.target);

      const mine = (await k.mine(k.residents.A1, 'GET', MY)).json().items;
      expect(mine).toEqual([
        expect.objectContaining({
          messageID: sent.messageID,
          title: 'แจ้งปิดน้ำ',
          unitNos: ['A1'],
          read: false,
        }),
      ]);
      expect((await k.mine(k.residents.B1, 'GET', MY)).json().items).toEqual([]);
      expectRefusal(
        await k.mine(k.residents.B1, 'POST', READ, { messageID: sent.messageID }),
        404,
        'BILLING_MESSAGE_NOT_FOUND',
      );

      expect((await k.mine(k.residents.A1, 'POST', READ, { messageID: sent.messageID })).statusCode).toBe(
        200,
      );
      const first = (await k.get(INFO, { messageID: sent.messageID })).json().data;
      expect(first.readCount).toBe(1);
      const a1 = first.recipients.find((r: { unitNo: string }) => r.unitNo === 'A1');
      expect(a1.readAt).toEqual(expect.any(String));
      expect(first.recipients.find((r: { unitNo: string }) => r.unitNo === 'A2').readAt).toBeNull();
      // Reading again keeps the first reading.
      expect((await k.mine(k.residents.A1, 'POST', READ, { messageID: sent.messageID })).statusCode).toBe(
        200,
      );
      const again = (await k.get(INFO, { messageID: sent.messageID })).json().data;
      expect(again.recipients.find((r: { unitNo: string }) => r.unitNo === 'A1').readAt).toBe(a1.readAt);
      expect((await k.mine(k.residents.A1, 'GET', MY)).json().items[0].read).toBe(true);

      const history = (await k.get(BY_UNIT, { unitNo: 'A1' })).json().items;
      expect(history).toEqual([
        expect.objectContaining({ messageID: sent.messageID, unitNo: 'A1', readAt: a1.readAt }),
      ]);
      expect((await k.get(BY_UNIT, { unitNo: 'B1' })).json().items).toEqual([]);
    },
  );

  apiTest(
    'recalled keeps its trace, leaves the residents, and cannot be recalled twice',
    async ({ api, community }) => {
      const k = await messageKit(api, community);
      const sent = await k.message({ audience: 'UNITS', unitIDs: [k.unitIds.A1, k.unitIds.B1] });
      expect(sent.recipients.map((r) => r.unitNo)).toEqual(['A1', 'B1']);
      expectRefusal(await k.send('POST', RECALL, { messageID: sent.messageID, reason: ' ' }), 400);

      const recalled = await k.send('POST', RECALL, { messageID: sent.messageID, reason: 'ส่งผิดห้อง' });
      expect(recalled.statusCode, recalled.body).toBe(200);
      expect(recalled.json().data).toMatchObject({
        recallReason: 'ส่งผิดห้อง',
        recalledBy: { userID: k.staff.userId },
        recalledAt: expect.any(String),
      });
      expect((await k.mine(k.residents.A1, 'GET', MY)).json().items).toEqual([]);
      expectRefusal(await k.mine(k.residents.A1, 'POST', READ, { messageID: sent.messageID }), 404);
      const twice = await k.send('POST', RECALL, { messageID: sent.messageID, reason: 'อีกครั้ง' });
      expectRefusal(twice, 409, 'BILLING_MESSAGE_RECALLED', /recalled/);
      expect((await k.get(INFO, { messageID: sent.messageID })).json().data.recallReason).toBe('ส่งผิดห้อง');

      // Recalled before its notice went out: nobody is told.
      await api.app.services.jobs.runDue();
      expect(await countRows(api.db, notifications, eq(notifications.communityId, community.id))).toBe(0);
      expect((await k.get(SEARCH)).json().items).toEqual([]);
      expect((await k.get(SEARCH, { includeRecalled: 'true' })).json().items).toHaveLength(1);
      expect((await k.get(BY_UNIT, { unitNo: 'A1' })).json().items).toHaveLength(1);
    },
  );

  apiTest('to the debtors reaches the units with an overdue open bill today', async ({ api, community }) => {
    const k = await messageKit(api, community);
    expectRefusal(
      await k.send('POST', SEND, { title: 'ค้างชำระ', body: 'กรุณาชำระ', audience: 'DEBTORS' }),
      400,
      'BILLING_MESSAGE_NO_RECIPIENTS',
      /overdue/,
    );
    await k.bill('A1', '2020-01', { dueDate: '2020-02-15' }); // long overdue
    await k.bill('A2', '2020-01', { dueDate: '2999-01-15' }); // not yet due
    await k.bill('B1', '2020-01', { dueDate: '2020-02-15', issue: false }); // a draft owes nothing
    const debtors = await k.message({ audience: 'DEBTORS' });
    expect(debtors.recipients.map((r) => r.unitNo)).toEqual(['A1']);
    const over = await k.send('POST', SEND, {
      title: 'ค้างชำระ',
      body: 'กรุณาชำระ',
      audience: 'DEBTORS',
      minOverdueSatang: 999_999_999,
    });
    expectRefusal(over, 400, 'BILLING_MESSAGE_NO_RECIPIENTS');
    const thai = await k.staff.call('POST', SEND, {
      body: {
        communityID: community.id,
        title: 'x',
        body: 'y',
        audience: 'DEBTORS',
        minOverdueSatang: 999_999_999,
      },
      headers: { 'accept-language': 'th' },
    });
    expectRefusal(thai, 400, 'BILLING_MESSAGE_NO_RECIPIENTS', /ค้างชำระ/);
    const all = await k.message({ audience: 'ALL' });
    expect(all.recipients).toHaveLength(3);
  });

  apiTest('refuses bad input and saves nothing', async ({ api, community }) => {
    const k = await messageKit(api, community);
    const base = { title: 'แจ้ง', body: 'ข้อความ', audience: 'ALL' };
    const bad = [
      { ...base, title: '  ' },
      { ...base, body: '' },
      { ...base, title: 'ก'.repeat(121) },
      { ...base, audience: 'EVERYONE' },
      { ...base, audience: 'BUILDINGS' },
      { ...base, audience: 'UNITS', unitIDs: [] },
      { ...base, audience: 'UNITS', unitIDs: ['nope'] },
      { ...base, audience: 'DEBTORS', minOverdueSatang: -1 },
    ];
    for (const body of bad) expectRefusal(await k.send('POST', SEND, body), 400);
    const other = await newCommunity(api, { name: 'Other' });
    const theirUnit = await other.unit('Z1');
    const theirBuilding = await other.building('Z');
    expectRefusal(
      await k.send('POST', SEND, { ...base, audience: 'UNITS', unitIDs: [k.unitIds.A1, theirUnit] }),
      404,
      'BILLING_UNIT_NOT_FOUND',
    );
    expectRefusal(
      await k.send('POST', SEND, { ...base, audience: 'BUILDINGS', buildingIDs: [theirBuilding] }),
      404,
      'BILLING_BUILDING_NOT_FOUND',
    );
    const empty = await community.building('C');
    expectRefusal(
      await k.send('POST', SEND, { ...base, audience: 'BUILDINGS', buildingIDs: [empty] }),
      400,
      'BILLING_MESSAGE_NO_RECIPIENTS',
    );
    expect(await countRows(api.db, billingMessages, eq(billingMessages.communityId, community.id))).toBe(0);
    expect(
      await countRows(
        api.db,
        billingMessageRecipients,
        eq(billingMessageRecipients.communityId, community.id),
      ),
    ).toBe(0);
    expectRefusal(await k.get(SEARCH, { from: '2026-13-01' }), 400);
    expectRefusal(await k.get(SEARCH, { lastKey: 'garbage' }), 400);
    expectRefusal(await k.get(INFO, { messageID: 'nope' }), 400);
    expectRefusal(await k.get(INFO, { messageID: crypto.randomUUID() }), 404, 'BILLING_MESSAGE_NOT_FOUND');
  });
});
