import { describe, expect, vi } from 'vitest';
import { apiTest } from '../../test/api-test';
import { communityScope } from '../db/community-scope';
import { changesSoonSettled, publishChangeSoon } from './change-soon';

const quiet = { warn() {} };

describe('changes published soon', () => {
  apiTest(
    'the first change goes at once, the rest of a gap ride on one event; each record its own',
    async ({ api, community }) => {
      const staff = await community.member('PMC');
      const scope = communityScope(api.db, community.id);
      const publish = vi.spyOn(api.app.services.realtime, 'publish');
      try {
        const change = (id?: string) =>
          publishChangeSoon(api.app.services, quiet, scope, {
            featureEnum: 'PATROL',
            watchers: ['PATROL:read'],
            gapMs: 20,
            ...(id ? { id } : {}),
          });
        for (let i = 0; i < 30; i++) change();
        for (let i = 0; i < 5; i++) change('meeting-a');
        await changesSoonSettled();
        const events = publish.mock.calls.flatMap(([, d]) => d);
        expect(events.map((e) => e.event)).toEqual(
          expect.arrayContaining([
            { type: 'changed', featureEnum: 'PATROL', ids: [] },
            { type: 'changed', featureEnum: 'PATROL', ids: ['meeting-a'] },
          ]),
        );
        expect(events).toHaveLength(2);
        expect(events[0]!.userIds).toContain(staff.userId);
        // A change after the event went out is told again.
        change();
        await changesSoonSettled();
        expect(publish.mock.calls.flatMap(([, d]) => d)).toHaveLength(3);
      } finally {
        publish.mockRestore();
      }
    },
  );
});
