import type { FeatureBadge } from '@cc/contracts/home';
import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import type { Member } from '../../test/community-kit';
import { newCommunity } from '../../test/community-kit';
import { agmKit } from './agm-test-kit';
import { agmMeetings, agmRoll } from './tables';

/** The caller's general-meeting badge on the landing, or undefined when they have none. */
async function agmBadgeOf(who: Member, communityID: string) {
  const res = await who.call('GET', '/api/badge/summary', { query: { communityID } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.items as FeatureBadge[]).find((b) => b.key === 'agmmeeting');
}

const partsOf = async (who: Member, communityID: string) =>
  Object.fromEntries((await agmBadgeOf(who, communityID))?.parts.map((p) => [p.name, p.count]) ?? []);

describe('the general-meeting badge', () => {
  apiTest(
    'the office counts the meetings needing it now: a notice to send, a meeting to open or in session',
    async ({ api, community }) => {
      const k = await agmKit(api, community);
      const committee = await community.member('COMMITTEE');
      const guard = await community.member('GUARD');
      const owner = await k.owner(k.unitIds[0]!);
      const setMeeting = (meetingID: string, values: Partial<typeof agmMeetings.$inferInsert>) =>
        api.db.update(agmMeetings).set(values).where(eq(agmMeetings.id, meetingID));

      const draft = await k.meeting();
      const noticed = await k.meeting();
      await k.noticed(noticed.meetingID);
      const cancelled = await k.meeting();
      await setMeeting(cancelled.meetingID, { state: 'CANCELLED' });
      // Another community's draft.
      const other = await newCommunity(api, { name: 'Other meetings' });
      const o = await agmKit(api, other);
      await o.meeting();

      expect(await agmBadgeOf(k.staff, community.id)).toMatchObject({
        featureEnum: 'AGM_MEETING',
        count: 1,
        parts: [
          { name: 'toRun', count: 1, target: '/dashboard/agmmeeting' },
          { name: 'toVote', count: 0, target: '/dashboard/agmmeeting' },
        ],
      });
      expect(await partsOf(committee, community.id)).toEqual({ toRun: 1, toVote: 0 });
      // A resident runs nothing: only their votes are counted.
      expect(await partsOf(owner, community.id)).toEqual({ toVote: 0 });
      expect(await agmBadgeOf(guard, community.id)).toBeUndefined();
      expect((await agmBadgeOf(o.staff, other.id))?.count).toBe(1);

      // The noticed meeting's hour came: it is to be opened; then it is in session.
      await setMeeting(noticed.meetingID, { startsAt: new Date(Date.now() - 60_000) });
      expect(await partsOf(k.staff, community.id)).toMatchObject({ toRun: 2 });
      await k.ok(k.post(k.staff, 'meeting/open', { meetingID: noticed.meetingID }));
      expect(await partsOf(k.staff, community.id)).toMatchObject({ toRun: 2 });
      await setMeeting(draft.meetingID, { state: 'CANCELLED' });
      expect(await partsOf(k.staff, community.id)).toMatchObject({ toRun: 1 });
    },
  );

  apiTest(
    'a voter counts the open items a unit of theirs has not voted on, as casting decides who votes',
    async ({ api, community }) => {
      const k = await agmKit(api, community);
      const [unitA, unitB, unitC] = [k.unitIds[0]!, k.unitIds[1]!, k.unitIds[2]!];
      const ownerA = await k.owner(unitA);
      const ownerB = await k.owner(unitB);
      const ownerC = await k.owner(unitC);
      const holder = await community.member('RESIDENT');
      // Units D, E and F (30 % of the votes) are present for the quorum, their owners none of these.
      const s = await k.session(k.unitIds.slice(3), [{}, { title: 'Repairs' }]);
      await api.db
        .update(agmRoll)
        .set({ eligible: false, ineligibleReason: 'FEES_OVERDUE' })
        .where(and(eq(agmRoll.meetingId, s.meetingID), eq(agmRoll.unitId, unitC)));

      // Another community in session, its open item on a roll naming owner A.
      const other = await newCommunity(api, { name: 'Other session' });
      const o = await agmKit(api, other);
      const os = await o.session(o.unitIds.slice(0, 2));
      await o.ok(o.post(o.staff, 'agenda/open', { itemID: os.itemIDs[0] }));
      await api.db
        .update(agmRoll)
        .set({ owners: [{ userID: ownerA.userId, name: 'Owner A' }] })
        .where(eq(agmRoll.meetingId, os.meetingID));

      // Nothing is open yet.
      expect(await partsOf(ownerA, community.id)).toEqual({ toVote: 0 });
      await k.ok(k.post(k.staff, 'agenda/open', { itemID: s.itemIDs[0] }));
      // Not checked in yet: an owner may attend online and vote, so the vote waits for them.
      expect(await partsOf(ownerA, community.id)).toEqual({ toVote: 1 });
      expect(await partsOf(ownerB, community.id)).toEqual({ toVote: 1 });
      // Unit C may not vote (arrears); staff who own no unit have no vote.
      expect(await partsOf(ownerC, community.id)).toEqual({ toVote: 0 });
      expect(await partsOf(k.staff, community.id)).toEqual({ toRun: 1, toVote: 0 });
      expect(await partsOf(holder, community.id)).toEqual({ toVote: 0 });

      await k.ok(k.post(ownerA, 'resident/checkin', { meetingID: s.meetingID }));
      expect(await partsOf(ownerA, community.id)).toEqual({ toVote: 1 });
      await k.ok(k.post(ownerA, 'vote/cast', { itemID: s.itemIDs[0], unitID: unitA, choice: 'FOR' }));
      expect(await partsOf(ownerA, community.id)).toEqual({ toVote: 0 });

      // Owner B appoints a proxy: the unit's vote is the holder's now.
      await k.ok(
        k.post(ownerB, 'resident/proxy', {
          meetingID: s.meetingID,
          unitID: unitB,
          holderName: 'Holder Kit',
          holderUserID: holder.userId,
          instructions: [],
        }),
      );
      expect(await partsOf(ownerB, community.id)).toEqual({ toVote: 0 });
      expect(await partsOf(holder, community.id)).toEqual({ toVote: 1 });

      // The first item closes and the second opens: owner A has not voted on it.
      await k.ok(k.post(k.staff, 'agenda/close', { itemID: s.itemIDs[0] }));
      await k.ok(k.post(k.staff, 'agenda/open', { itemID: s.itemIDs[1] }));
      expect(await partsOf(ownerA, community.id)).toEqual({ toVote: 1 });
      expect(await partsOf(holder, community.id)).toEqual({ toVote: 1 });
    },
  );
});
