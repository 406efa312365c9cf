import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import { expectRefusal } from '../../test/refusal';
import { regulationKit } from './regulation-test-kit';
import { regulationUnitMarks } from './tables';

describe('residents read and acknowledge rule versions', () => {
  apiTest(
    'a resident reads and acknowledges for their unit; the first time stays',
    async ({ api, community }) => {
      const k = await regulationKit(api, community);
      const { versionID } = await k.published();
      const [me] = k.residents;
      const mine = (await k.get(me!, 'resident/list')).json().items;
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({
        version: { versionID, bodyHtml: '<p>Open 06:00 to 21:00</p>' },
        units: [{ unitID: k.unitIds[0], unitNo: 'A-101', readAt: null, acknowledgedAt: null }],
      });

      const read = await k.post(me!, 'read', { versionID });
      expect(read.json().data.unitIDs).toEqual([k.unitIds[0]]);
      const ack = await k.post(me!, 'acknowledge', { versionID, unitID: k.unitIds[0] });
      expect(ack.statusCode, ack.body).toBe(200);
      const again = await k.post(me!, 'acknowledge', { versionID });
      expect(again.statusCode).toBe(200);
      const marks = await api.db
        .select()
        .from(regulationUnitMarks)
        .where(eq(regulationUnitMarks.versionId, versionID));
      expect(marks).toHaveLength(1);
      expect(marks[0]!.acknowledgedAt!.toISOString()).toBe(ack.json().data.at);
      expect(marks[0]!.readAt!.toISOString()).toBe(read.json().data.at);

      const after = (await k.get(me!, 'resident/list')).json().items[0].units[0];
      expect(after.acknowledgedAt).toBe(ack.json().data.at);
    },
  );

  apiTest('marks that cannot be made are refused with a reason', async ({ api, community }) => {
    const k = await regulationKit(api, community);
    const [me] = k.residents;
    const plain = await k.published({ title: 'Water notice', requiresAck: false });
    expectRefusal(
      await k.post(me!, 'acknowledge', { versionID: plain.versionID }),
      409,
      'REGULATION_NO_ACK_NEEDED',
    );
    expectRefusal(
      await k.post(me!, 'read', { versionID: plain.versionID, unitID: k.unitIds[2] }, 'th'),
      403,
      'REGULATION_NOT_YOUR_UNIT',
      'คุณไม่ได้พักอาศัยในห้องนี้',
    );
    const draft = await k.draft();
    expectRefusal(
      await k.post(me!, 'read', { versionID: draft.versions[0].versionID }),
      409,
      'REGULATION_NOT_PUBLISHED',
    );
    const homeless = await community.member('RESIDENT');
    expectRefusal(await k.post(homeless, 'read', { versionID: plain.versionID }), 403, 'REGULATION_NO_UNIT');
    const archived = await k.published({ title: 'Old rule' });
    await k.post(k.staff, 'archive', { documentID: archived.documentID, reason: 'Replaced' });
    expectRefusal(
      await k.post(me!, 'acknowledge', { versionID: archived.versionID }),
      409,
      'REGULATION_NOT_PUBLISHED',
    );
    const list = (await k.get(me!, 'resident/list')).json().items.map((d: { title: string }) => d.title);
    expect(list).toEqual(['Water notice']);
    const marks = await api.db
      .select()
      .from(regulationUnitMarks)
      .where(eq(regulationUnitMarks.communityId, community.id));
    expect(marks).toEqual([]);
  });

  apiTest(
    'publishing asks every unit; a reminder reaches only those still owing',
    async ({ api, community }) => {
      const k = await regulationKit(api, community);
      await k.published({ title: 'No ack', requiresAck: false });
      await api.app.services.jobs.runDue();
      expect(await k.notified()).toEqual([]);

      const { versionID } = await k.published({ title: 'Pet rules' });
      await api.app.services.jobs.runDue();
      const first = await k.notified();
      expect(first.map((n) => n.userId).sort()).toEqual(k.residents.map((r) => r.userId).sort());
      expect(first[0]!.title).toContain('Pet rules');

      await k.post(k.residents[0]!, 'acknowledge', { versionID });
      await k.post(k.residents[1]!, 'read', { versionID });
      const remind = await k.post(k.staff, 'remind', { versionID });
      expect(remind.json().data).toEqual({ units: 2 });
      await api.app.services.jobs.runDue();
      const reminders = (await k.notified()).filter((n) => n.title.startsWith('เตือน'));
      expect(reminders.map((n) => n.userId).sort()).toEqual(
        [k.residents[1]!.userId, k.residents[2]!.userId].sort(),
      );
      expectRefusal(await k.post(k.residents[0]!, 'remind', { versionID }), 403);
    },
  );
});
