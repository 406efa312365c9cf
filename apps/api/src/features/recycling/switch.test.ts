import { FEATURE_AREAS, isAreaEnabled, sidebarAreas } from '@cc/contracts/features';
import { describe, expect } from 'vitest';
import { setFeature } from '../../platform/tenancy/community-setup';
import { apiTest } from '../../test/api-test';
import { expectRefusal } from '../../test/refusal';
import { recyclingKit, SLOW_START } from './recycling-test-kit';

/**
 * The console never shows recycling; its API follows the community's STORED switch, which only
 * the operator sets (set-feature), not the effective flag the console reads (always off).
 */
describe('the stored recycling switch', { timeout: SLOW_START }, () => {
  apiTest(
    'off: every operation is refused; on: they work; the console never gets a route or item',
    async ({ api, community }) => {
      const k = await recyclingKit(api, community);
      const paper = await k.kind('Paper', 350, 3);
      await setFeature(api.db, community.id, 'RECYCLING', false);
      for (const [who, op] of [
        [k.resident, 'my'],
        [k.resident, 'kind/list'],
        [k.staff, 'record/list'],
        [k.staff, 'points'],
      ] as const) {
        expectRefusal(await k.get(who, op), 403, 'FEATURE_DISABLED');
      }
      expectRefusal(
        await k.get(k.staff, 'report', { from: '2026-01-01', to: '2026-01-31' }),
        403,
        'FEATURE_DISABLED',
      );
      expectRefusal(
        await k.post(k.staff, 'record/create', { unitID: k.homeId, kindID: paper.kindID, grams: 10 }),
        403,
        'FEATURE_DISABLED',
      );

      await setFeature(api.db, community.id, 'RECYCLING', true);
      expect((await k.weighIn(k.homeId, paper.kindID, 1000)).points).toBe(3);
      expect((await k.get(k.resident, 'my')).statusCode).toBe(200);

      // What the console is told while the stored switch is on: disabled, invisible, no route, no item.
      const features = await k.staff.call('GET', '/api/community/feature', {
        query: { communityID: community.id },
      });
      expect(features.statusCode, features.body).toBe(200);
      const flags = features.json().items;
      expect(flags.find((f: { featureEnum: string }) => f.featureEnum === 'RECYCLING')).toEqual({
        featureEnum: 'RECYCLING',
        isEnable: false,
        isVisible: false,
      });
      const recycling = FEATURE_AREAS.find((a) => a.key === 'recycling')!;
      expect(isAreaEnabled(recycling, flags)).toBe(false);
      expect(sidebarAreas(flags).map((a) => a.key)).not.toContain('recycling');
      // The console's own switch cannot turn it on: the operator does.
      const admin = await community.member('ADMIN');
      expectRefusal(
        await admin.call('PUT', '/api/community/feature/enable', {
          body: { communityID: community.id, features: [{ featureEnum: 'RECYCLING', isEnable: true }] },
        }),
        400,
        'FEATURE_UNAVAILABLE',
      );
    },
  );
});
