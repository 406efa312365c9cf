import { describe, expect, vi } from 'vitest';
import { changesSoonSettled } from '../../platform/realtime/change-soon';
import { apiTest } from '../../test/api-test';
import { GAP_MS } from './agm-live';
import { agmKit } from './agm-test-kit';

describe('general meetings: live figures', () => {
  apiTest(
    'votes tell staff and online attendees, coalesced to at most two events a second per meeting',
    async ({ api, community }) => {
      const k = await agmKit(api, community);
      const unitID = k.unitIds[0]!;
      const owner = await k.owner(unitID);
      const s = await k.session(k.unitIds.slice(1, 4));
      await k.ok(k.post(owner, 'resident/checkin', { meetingID: s.meetingID }));
      await k.ok(k.post(k.staff, 'agenda/open', { itemID: s.itemIDs[0] }));
      await changesSoonSettled();
      const publish = vi.spyOn(api.app.services.realtime, 'publish');
      try {
        const started = Date.now();
        for (const [i, u] of k.unitIds.slice(1, 4).entries()) {
          await k.ok(
            k.post(k.staff, 'vote/record', {
              itemID: s.itemIDs[0],
              unitID: u,
              choice: i % 2 ? 'FOR' : 'AGAINST',
            }),
          );
        }
        await k.ok(k.post(owner, 'vote/cast', { itemID: s.itemIDs[0], unitID, choice: 'FOR' }));
        await changesSoonSettled();
        const elapsed = Date.now() - started;
        const events = publish.mock.calls
          .flatMap(([, deliveries]) => deliveries)
          .filter((d) => d.event.type === 'changed');
        expect(events.length).toBeGreaterThan(0);
        // However fast the four votes came, no more events than the pace allows (one now, one per gap after).
        expect(events.length).toBeLessThanOrEqual(1 + Math.floor(elapsed / GAP_MS));
        expect(
          events.every(
            (e) =>
              JSON.stringify(e.event) ===
              JSON.stringify({ type: 'changed', featureEnum: 'AGM_MEETING', ids: [s.meetingID] }),
          ),
        ).toBe(true);
        const last = events.at(-1)!;
        expect(last.userIds).toEqual(expect.arrayContaining([k.staff.userId, owner.userId]));
      } finally {
        publish.mockRestore();
      }
    },
  );
});
