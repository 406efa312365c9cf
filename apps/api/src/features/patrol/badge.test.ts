import type { FeatureBadge } from '@cc/contracts/home';
import type { PatrolRoundStatus } from '@cc/contracts/patrol';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { communities } from '../../platform/tenancy/tables';
import { localDate } from '../../platform/time/zone-clock';
import { apiTest } from '../../test/api-test';
import type { Member } from '../../test/community-kit';
import { newCommunity } from '../../test/community-kit';
import { patrolKit } from './patrol-test-kit';
import { patrolRounds } from './tables';

/** The caller's patrol badge on the landing, or undefined when they have none. */
async function patrolBadgeOf(who: Member, communityID: string) {
  const res = await who.call('GET', '/api/badge/summary', { query: { communityID } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.items as FeatureBadge[]).find((b) => b.key === 'patrol');
}

// Fourteen hours ahead of UTC and eleven behind: their dates differ at every instant.
const AHEAD = 'Pacific/Kiritimati';
const BEHIND = 'Pacific/Pago_Pago';

describe('the patrol badge', () => {
  apiTest(
    "counts today's missed rounds, by the community's own date, for the planners only",
    async ({ api, community }) => {
      await api.db.update(communities).set({ timeZone: AHEAD }).where(eq(communities.id, community.id));
      const k = await patrolKit(api, community);
      const cp = await k.checkpoint('Gate');
      const plan = await k.plan([cp.checkpointID]);
      const today = localDate(new Date(), AHEAD);
      const elsewhereToday = localDate(new Date(), BEHIND);
      const closed = async (status: PatrolRoundStatus, day: string, startsInMin: number) => {
        const r = await k.round(plan.id, [cp.checkpointID], startsInMin, day);
        await api.db
          .update(patrolRounds)
          .set({ status, closedAt: new Date() })
          .where(eq(patrolRounds.id, r.id));
      };
      await closed('MISSED', today, -180);
      await closed('MISSED', today, -120);
      await closed('PARTIAL', today, -90);
      await closed('DONE', today, -60);
      await k.round(plan.id, [cp.checkpointID], 30, today);
      // Yesterday's miss here, and what would be today's date in a zone behind.
      await closed('MISSED', elsewhereToday, -240);

      // Another community's miss today, in the same zone.
      const other = await newCommunity(api, { name: 'Other patrol' });
      await api.db.update(communities).set({ timeZone: AHEAD }).where(eq(communities.id, other.id));
      const o = await patrolKit(api, other);
      const theirs = await o.checkpoint('Their gate');
      const theirRound = await o.round(
        (await o.plan([theirs.checkpointID])).id,
        [theirs.checkpointID],
        -200,
        today,
      );
      await api.db.update(patrolRounds).set({ status: 'MISSED' }).where(eq(patrolRounds.id, theirRound.id));

      expect(await patrolBadgeOf(k.staff, community.id)).toMatchObject({
        featureEnum: 'PATROL',
        count: 2,
        parts: [{ name: 'missedToday', count: 2, target: '/dashboard/patrol' }],
      });
      expect((await patrolBadgeOf(o.staff, other.id))?.count).toBe(1);
      // Guards walk rounds; a missed one is closed and theirs to do nothing about.
      expect(await patrolBadgeOf(k.guard, community.id)).toBeUndefined();
    },
  );

  apiTest("moves with the community's zone", async ({ api, community }) => {
    const k = await patrolKit(api, community);
    const cp = await k.checkpoint('Gate');
    const plan = await k.plan([cp.checkpointID]);
    const r = await k.round(plan.id, [cp.checkpointID], -180, localDate(new Date(), BEHIND));
    await api.db.update(patrolRounds).set({ status: 'MISSED' }).where(eq(patrolRounds.id, r.id));
    await api.db.update(communities).set({ timeZone: AHEAD }).where(eq(communities.id, community.id));
    expect((await patrolBadgeOf(k.staff, community.id))?.count).toBe(0);
    await api.db.update(communities).set({ timeZone: BEHIND }).where(eq(communities.id, community.id));
    expect((await patrolBadgeOf(k.staff, community.id))?.count).toBe(1);
  });
});
