import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import { expectRefusal } from '../../test/refusal';
import { agmKit } from './agm-test-kit';

describe('general meetings: the residents’ side', () => {
  apiTest(
    'an owner attends online, sees the open item and votes; a change replaces the vote',
    async ({ api, community }) => {
      const k = await agmKit(api, community);
      const [mine, other] = [k.unitIds[0]!, k.unitIds[1]!];
      const owner = await k.owner(mine);
      const s = await k.session([other]);
      const meetings = await owner.call('GET', '/api/agm/resident/meeting/list', {
        query: { communityID: community.id },
      });
      expect(meetings.json().items.map((m: { meetingID: string }) => m.meetingID)).toEqual([s.meetingID]);

      const ballot = await k.ok(k.post(owner, 'resident/checkin', { meetingID: s.meetingID }));
      expect(ballot.units).toMatchObject([
        { unitID: mine, as: 'OWNER', checkedIn: true, mode: 'ONLINE', weight: '250000' },
      ]);
      await k.ok(k.post(k.staff, 'agenda/open', { itemID: s.itemIDs[0] }));
      const cast = await k.ok(
        k.post(owner, 'vote/cast', { itemID: s.itemIDs[0], unitID: mine, choice: 'AGAINST' }),
      );
      expect(cast).toMatchObject({ choice: 'AGAINST', channel: 'APP', weight: '250000' });
      await k.ok(k.post(owner, 'vote/cast', { itemID: s.itemIDs[0], unitID: mine, choice: 'FOR' }));
      const after = await k.ok(k.get(owner, 'resident/ballot', { meetingID: s.meetingID }));
      expect((after.items as unknown as { choices: unknown[] }[])[0]!.choices).toEqual([
        { unitID: mine, choice: 'FOR', candidateIDs: [] },
      ]);
      // Not their unit; a tenant only reads.
      expectRefusal(
        await k.post(owner, 'vote/cast', { itemID: s.itemIDs[0], unitID: other, choice: 'FOR' }),
        403,
        'AGM_NOT_OWNER',
      );
      const tenant = await community.member('RESIDENT', { home: { unitId: mine, unitRole: 'TENANT' } });
      expectRefusal(
        await k.post(tenant, 'vote/cast', { itemID: s.itemIDs[0], unitID: mine, choice: 'FOR' }),
        403,
        'AGM_NOT_OWNER',
      );
      expectRefusal(
        await k.post(tenant, 'resident/checkin', { meetingID: s.meetingID }),
        403,
        'AGM_NOT_OWNER',
      );
      // Residents do not reach the office's operations.
      expectRefusal(await k.get(owner, 'meeting/list', {}), 403);
      const result = await k.ok(k.get(k.staff, 'agenda/result', { itemID: s.itemIDs[0] }));
      expect(result).toMatchObject({
        for: { weight: '250000', units: 1 },
        against: { weight: '0', units: 0 },
      });
    },
  );

  apiTest(
    'an owner appoints a registered proxy: the holder votes the unit, the owner no longer can',
    async ({ api, community }) => {
      const k = await agmKit(api, community);
      const mine = k.unitIds[0]!;
      const owner = await k.owner(mine);
      const holder = await community.member('RESIDENT');
      const m = await k.meeting();
      const item = await k.item(m.meetingID);
      await k.noticed(m.meetingID);
      const proxy = await k.ok(
        k.post(owner, 'resident/proxy', {
          meetingID: m.meetingID,
          unitID: mine,
          holderName: 'Holder Kit',
          holderUserID: holder.userId,
          instructions: [{ itemID: item.itemID, choice: 'FOR' }],
        }),
      );
      expect(proxy).toMatchObject({ mode: 'PROXY', proxyHolder: { userID: holder.userId } });
      expect(proxy.instructions).toEqual([{ itemID: item.itemID, choice: 'FOR', candidateIDs: [] }]);
      await k.ok(k.post(k.staff, 'meeting/open', { meetingID: m.meetingID }));
      await k.ok(k.post(k.staff, 'agenda/open', { itemID: item.itemID }));
      const ballot = await k.ok(k.get(holder, 'resident/ballot', { meetingID: m.meetingID }));
      expect(ballot.units).toMatchObject([{ unitID: mine, as: 'PROXY', checkedIn: true }]);
      await k.ok(k.post(holder, 'vote/cast', { itemID: item.itemID, unitID: mine, choice: 'FOR' }));
      expectRefusal(
        await k.post(owner, 'vote/cast', { itemID: item.itemID, unitID: mine, choice: 'AGAINST' }),
        403,
        'AGM_NOT_OWNER',
      );
      // Another unit's owner cannot appoint for mine.
      const stranger = await k.owner(k.unitIds[1]!);
      expectRefusal(
        await k.post(stranger, 'resident/proxy', { meetingID: m.meetingID, unitID: mine, holderName: 'X' }),
        403,
        'AGM_NOT_OWNER',
      );
    },
  );

  apiTest('a draft meeting is not shown to residents', async ({ api, community }) => {
    const k = await agmKit(api, community);
    const owner = await k.owner(k.unitIds[0]!);
    const m = await k.meeting();
    expectRefusal(
      await k.get(owner, 'resident/ballot', { meetingID: m.meetingID }),
      404,
      'AGM_MEETING_NOT_FOUND',
    );
    const list = await owner.call('GET', '/api/agm/resident/meeting/list', {
      query: { communityID: community.id },
    });
    expect(list.json().items).toEqual([]);
  });
});
