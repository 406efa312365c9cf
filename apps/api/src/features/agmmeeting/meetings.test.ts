import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import { expectRefusal } from '../../test/refusal';
import { agmKit } from './agm-test-kit';

const DAY = 86_400_000;

describe('general meetings: the meeting itself', () => {
  apiTest(
    'creates, updates, lists and details a meeting; bad input saves nothing',
    async ({ api, community }) => {
      const k = await agmKit(api, community);
      const m = await k.meeting({ yearEnd: '2025-01-31' });
      expect(m).toMatchObject({ state: 'DRAFT', title: 'AGM 2569', itemCount: 0 });
      // More than 120 days after the year end warns; no roll and no items yet warn too.
      expect(m.warnings).toEqual(['ANNUAL_LATE', 'ROLL_EMPTY', 'NO_ITEMS']);

      const updated = await k.ok(
        k.post(k.staff, 'meeting/update', {
          meetingID: m.meetingID,
          kind: 'EXTRAORDINARY',
          title: 'EGM',
          startsAt: new Date(Date.now() + 9 * DAY).toISOString(),
          place: 'Hall',
        }),
      );
      expect(updated).toMatchObject({ kind: 'EXTRAORDINARY', title: 'EGM', place: 'Hall' });
      expectRefusal(
        await k.post(k.staff, 'meeting/create', { kind: 'ANNUAL', title: ' ', startsAt: 'soon', place: '' }),
        400,
      );
      const list = await k.get(k.staff, 'meeting/list', {});
      expect(list.json().items.map((x: { title: string }) => x.title)).toEqual(['EGM']);
      const detail = await k.ok(k.get(k.staff, 'meeting/detail', { meetingID: m.meetingID }));
      expect(detail).toMatchObject({ meetingID: m.meetingID, items: [] });
    },
  );

  apiTest(
    'runs DRAFT to NOTICE_SENT to IN_SESSION to CLOSED; each step refuses from the wrong state',
    async ({ api, community }) => {
      const k = await agmKit(api, community);
      const m = await k.meeting();
      await k.item(m.meetingID);
      expectRefusal(
        await k.post(k.staff, 'meeting/open', { meetingID: m.meetingID }),
        409,
        'AGM_MEETING_STATE',
      );
      await k.noticed(m.meetingID);
      // 0.25 + 0.25 + 0.20 present: a quorum.
      await k.checkIn(m.meetingID, k.unitIds.slice(0, 1));
      const quorum = await k.ok(k.get(k.staff, 'meeting/quorum', { meetingID: m.meetingID }));
      expect(quorum).toMatchObject({
        presentWeight: '250000',
        totalWeight: '1000000',
        requiredWeight: '250000',
        reached: true,
      });
      const opened = await k.ok(k.post(k.staff, 'meeting/open', { meetingID: m.meetingID }));
      expect(opened.state).toBe('IN_SESSION');
      expectRefusal(
        await k.post(k.staff, 'meeting/cancel', { meetingID: m.meetingID, reason: 'late' }),
        409,
        'AGM_MEETING_STATE',
      );
      const closed = await k.ok(k.post(k.staff, 'meeting/close', { meetingID: m.meetingID }));
      expect(closed.state).toBe('CLOSED');
      expectRefusal(
        await k.post(k.staff, 'meeting/close', { meetingID: m.meetingID }),
        409,
        'AGM_MEETING_STATE',
      );
    },
  );

  apiTest(
    'a meeting closed without quorum is NO_QUORUM and is reconvened within 15 days without one',
    async ({ api, community }) => {
      const k = await agmKit(api, community);
      const m = await k.meeting();
      await k.item(m.meetingID);
      await k.noticed(m.meetingID);
      // 0.20 present of 1.00: no quorum.
      await k.checkIn(m.meetingID, [k.unitIds[2]!]);
      await k.ok(k.post(k.staff, 'meeting/open', { meetingID: m.meetingID }));
      const detail = await k.ok(k.get(k.staff, 'meeting/detail', { meetingID: m.meetingID }));
      const firstItem = (detail.items as unknown as { itemID: string }[])[0]!.itemID;
      expectRefusal(await k.post(k.staff, 'agenda/open', { itemID: firstItem }), 409, 'AGM_NO_QUORUM');
      const closed = await k.ok(k.post(k.staff, 'meeting/close', { meetingID: m.meetingID }));
      expect(closed.state).toBe('NO_QUORUM');

      const tooLate = new Date(Date.now() + 30 * DAY).toISOString();
      expectRefusal(
        await k.post(k.staff, 'meeting/reconvene', {
          meetingID: m.meetingID,
          startsAt: tooLate,
          place: 'Lobby',
        }),
        400,
        'AGM_RECONVENE_TOO_LATE',
      );
      const again = await k.ok(
        k.post(k.staff, 'meeting/reconvene', {
          meetingID: m.meetingID,
          startsAt: new Date(Date.now() + 20 * DAY).toISOString(),
          place: 'Lobby',
        }),
      );
      expect(again).toMatchObject({ state: 'DRAFT', reconvenedFromID: m.meetingID, itemCount: 1 });
      await k.noticed(again.meetingID);
      const quorum = await k.ok(k.get(k.staff, 'meeting/quorum', { meetingID: again.meetingID }));
      expect(quorum).toMatchObject({ reconvened: true, reached: true, requiredWeight: '0' });
    },
  );

  apiTest(
    'cancels a draft with its reason; another community’s meeting reads as none',
    async ({ api, community }) => {
      const k = await agmKit(api, community);
      const m = await k.meeting();
      const cancelled = await k.ok(
        k.post(k.staff, 'meeting/cancel', { meetingID: m.meetingID, reason: 'Moved online' }),
      );
      expect(cancelled).toMatchObject({ state: 'CANCELLED', cancelledReason: 'Moved online' });
      const { newCommunity } = await import('../../test/community-kit');
      const other = await newCommunity(api, { name: 'Other' });
      const theirs = await agmKit(api, other);
      const foreign = await theirs.meeting();
      expectRefusal(
        await k.get(k.staff, 'meeting/detail', { meetingID: foreign.meetingID }),
        404,
        'AGM_MEETING_NOT_FOUND',
      );
      expectRefusal(
        await k.post(k.staff, 'meeting/cancel', { meetingID: foreign.meetingID, reason: 'x' }),
        404,
        'AGM_MEETING_NOT_FOUND',
      );
    },
  );

  apiTest(
    'a missed half-of-all item is reconvened alone and passes there with a third of all votes',
    async ({ api, community }) => {
      const k = await agmKit(api, community);
      const s = await k.session(k.unitIds.slice(0, 4), [
        { title: 'Manager', ruleCode: 'HALF_OF_ALL' },
        { title: 'Budget' },
      ]);
      const [manager, budget] = s.itemIDs as [string, string];
      await k.ok(k.post(k.staff, 'agenda/open', { itemID: manager }));
      // The bars mark the rule's share: half of all votes here, a third when reconvened.
      expect((await k.ok(k.get(k.staff, 'agenda/result', { itemID: manager }))).threshold).toEqual({
        numerator: 1,
        denominator: 2,
        strict: false,
      });
      // 0.20 + 0.15 = 0.35 FOR: under half of all votes.
      await k.ok(k.post(k.staff, 'vote/record', { itemID: manager, unitID: k.unitIds[2], choice: 'FOR' }));
      await k.ok(k.post(k.staff, 'vote/record', { itemID: manager, unitID: k.unitIds[3], choice: 'FOR' }));
      expect(await k.ok(k.post(k.staff, 'agenda/close', { itemID: manager }))).toMatchObject({
        passed: false,
      });
      await k.ok(k.post(k.staff, 'agenda/open', { itemID: budget }));
      await k.ok(k.post(k.staff, 'vote/record', { itemID: budget, unitID: k.unitIds[0], choice: 'FOR' }));
      expect((await k.ok(k.post(k.staff, 'meeting/close', { meetingID: s.meetingID }))).state).toBe('CLOSED');
      const again = await k.ok(
        k.post(k.staff, 'meeting/reconvene', {
          meetingID: s.meetingID,
          startsAt: new Date(Date.now() + 20 * DAY).toISOString(),
          place: 'Lobby',
        }),
      );
      const items = (again.items as unknown as { title: string; itemID: string }[]).map((i) => i.title);
      expect(items).toEqual(['Manager']);
      await k.noticed(again.meetingID);
      await k.present(again.meetingID, [k.unitIds[2]!, k.unitIds[3]!]);
      await k.ok(k.post(k.staff, 'meeting/open', { meetingID: again.meetingID }));
      const itemID = (again.items as unknown as { itemID: string }[])[0]!.itemID;
      await k.ok(k.post(k.staff, 'agenda/open', { itemID }));
      expect((await k.ok(k.get(k.staff, 'agenda/result', { itemID }))).threshold).toEqual({
        numerator: 1,
        denominator: 3,
        strict: false,
      });
      await k.ok(k.post(k.staff, 'vote/record', { itemID, unitID: k.unitIds[2], choice: 'FOR' }));
      await k.ok(k.post(k.staff, 'vote/record', { itemID, unitID: k.unitIds[3], choice: 'FOR' }));
      expect(await k.ok(k.post(k.staff, 'agenda/close', { itemID }))).toMatchObject({ passed: true });
      // Decided items are not reconvened again.
      await k.ok(k.post(k.staff, 'meeting/close', { meetingID: again.meetingID }));
      expectRefusal(
        await k.post(k.staff, 'meeting/reconvene', {
          meetingID: again.meetingID,
          startsAt: new Date(Date.now() + 21 * DAY).toISOString(),
          place: 'Lobby',
        }),
        409,
        'AGM_RECONVENE_NOT_NEEDED',
      );
    },
  );

  apiTest(
    'a reconvened meeting is not reconvened again, nor is one meeting reconvened twice',
    async ({ api, community }) => {
      const k = await agmKit(api, community);
      const s = await k.session(k.unitIds.slice(0, 4), [{ title: 'Manager', ruleCode: 'HALF_OF_ALL' }]);
      const [manager] = s.itemIDs as [string];
      await k.ok(k.post(k.staff, 'agenda/open', { itemID: manager }));
      await k.ok(k.post(k.staff, 'vote/record', { itemID: manager, unitID: k.unitIds[2], choice: 'FOR' }));
      await k.ok(k.post(k.staff, 'meeting/close', { meetingID: s.meetingID }));
      const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
      const again = await k.ok(
        k.post(k.staff, 'meeting/reconvene', { meetingID: s.meetingID, startsAt: at(20), place: 'Lobby' }),
      );
      const twice = await k.staff.call('POST', '/api/agm/meeting/reconvene', {
        body: { communityID: community.id, meetingID: s.meetingID, startsAt: at(21), place: 'Lobby' },
        headers: { 'accept-language': 'th' },
      });
      expectRefusal(twice, 409, 'AGM_ALREADY_RECONVENED');
      expect(twice.json().message).toContain('ได้เพียงครั้งเดียว');

      // At the reconvened meeting the item misses even a third (0.20 FOR): still no third meeting.
      await k.noticed(again.meetingID);
      await k.present(again.meetingID, [k.unitIds[2]!]);
      await k.ok(k.post(k.staff, 'meeting/open', { meetingID: again.meetingID }));
      const itemID = (again.items as unknown as { itemID: string }[])[0]!.itemID;
      await k.ok(k.post(k.staff, 'agenda/open', { itemID }));
      await k.ok(k.post(k.staff, 'vote/record', { itemID, unitID: k.unitIds[2], choice: 'FOR' }));
      expect(await k.ok(k.post(k.staff, 'agenda/close', { itemID }))).toMatchObject({ passed: false });
      await k.ok(k.post(k.staff, 'meeting/close', { meetingID: again.meetingID }));
      expectRefusal(
        await k.post(k.staff, 'meeting/reconvene', {
          meetingID: again.meetingID,
          startsAt: at(22),
          place: 'Hall',
        }),
        409,
        'AGM_ALREADY_RECONVENED',
      );
      const list = await k.get(k.staff, 'meeting/list', {});
      expect(list.json().items).toHaveLength(2);
    },
  );
});
