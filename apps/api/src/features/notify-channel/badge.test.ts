import type { FeatureBadge } from '@cc/contracts/home';
import { describe, expect } from 'vitest';
import { setFeature } from '../../platform/tenancy/community-setup';
import { apiTest } from '../../test/api-test';
import { type Member, newCommunity } from '../../test/community-kit';
import type { TestApp } from '../../test/test-app';
import { notifyDeliveries } from './tables';

const DAY_MS = 86_400_000;
const TARGET = '/dashboard/settings?tab=notify';

/** The office-alerts badge the member gets, if any. */
async function alertsBadge(who: Member, communityID: string) {
  const res = await who.call('GET', '/api/badge/summary', { query: { communityID } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.items as FeatureBadge[]).find((b) => b.key === 'notify-channel');
}

/** Deliveries of the community in these states, queued that many days ago. */
async function deliveries(t: TestApp, communityId: string, rows: [status: string, daysAgo: number][]) {
  await t.db.insert(notifyDeliveries).values(
    rows.map(([status, daysAgo], i) => ({
      communityId,
      kind: 'TELEGRAM' as const,
      messageKey: `badge-${i}`,
      title: 't',
      body: 'b',
      status: status as 'DEAD' | 'FAILED' | 'SENT' | 'PENDING',
      createdAt: new Date(Date.now() - daysAgo * DAY_MS),
    })),
  );
}

describe('the office alerts badge', () => {
  apiTest(
    'counts, for the alerts’ writers only, what gave up this week and what waits to be tried again',
    async ({ api, community }) => {
      const other = await newCommunity(api, { name: 'Other alerts' });
      await deliveries(api, community.id, [
        ['DEAD', 0],
        ['DEAD', 6],
        ['DEAD', 8],
        ['FAILED', 0],
        ['SENT', 0],
        ['PENDING', 0],
      ]);
      await deliveries(api, other.id, [
        ['DEAD', 0],
        ['FAILED', 1],
        ['FAILED', 2],
      ]);
      const [admin, pmc, resident, otherAdmin] = await Promise.all([
        community.member('ADMIN'),
        community.member('PMC'),
        community.member('RESIDENT'),
        other.member('ADMIN'),
      ]);

      expect(await alertsBadge(admin, community.id)).toEqual({
        key: 'notify-channel',
        featureEnum: 'SETTING',
        count: 3,
        parts: [
          { name: 'dead', count: 2, target: TARGET },
          { name: 'failing', count: 1, target: TARGET },
        ],
      });
      // The other community's deliveries are its own admin's, never this one's.
      expect((await alertsBadge(otherAdmin, other.id))?.parts.map((p) => p.count)).toEqual([1, 2]);
      // The desk reads the alert log but cannot retry, and a resident has nothing of it.
      expect(await alertsBadge(pmc, community.id)).toBeUndefined();
      expect(await alertsBadge(resident, community.id)).toBeUndefined();

      // It follows the settings' switch, the area office alerts belong to.
      await setFeature(api.db, community.id, 'SETTING', false);
      expect(await alertsBadge(admin, community.id)).toBeUndefined();
    },
  );
});
