import { DEFAULT_REMINDERS } from '@cc/contracts/billing-reminder-ops';
import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import { newCommunity } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import { billingKit } from './billing-test-kit';

const path = '/api/billing/setting/reminder';
const allOff = { steps: { BEFORE_7: false, ON_DUE: false, AFTER_7: false, AFTER_30: false }, email: false };

describe('reminder settings', () => {
  apiTest(
    'start with every step and e-mail on; the office writes them, the committee reads',
    async ({ api, community }) => {
      const k = await billingKit(api, community);
      expect((await k.get(path)).json().data).toEqual(DEFAULT_REMINDERS);
      const saved = await k.send('POST', path, { reminders: allOff });
      expect(saved.statusCode, saved.body).toBe(200);
      const committee = await community.member('COMMITTEE');
      const read = await committee.call('GET', path, { query: { communityID: community.id } });
      expect(read.json().data).toEqual(allOff);
      expectRefusal(
        await committee.call('POST', path, {
          body: { communityID: community.id, reminders: DEFAULT_REMINDERS },
        }),
        403,
      );
    },
  );

  apiTest('refuse bad input and other callers, changing nothing', async ({ api, community }) => {
    const k = await billingKit(api, community);
    expectRefusal(await k.send('POST', path, { reminders: { steps: { ON_DUE: true }, email: true } }), 400);
    expectRefusal(await k.send('POST', path, { reminders: { ...allOff, email: 'yes' } }), 400);
    expect((await k.get(path)).json().data).toEqual(DEFAULT_REMINDERS);
    const resident = await community.member('RESIDENT', { home: { unitId: k.unitIds.A1 } });
    expectRefusal(await resident.call('GET', path, { query: { communityID: community.id } }), 403);
    expectRefusal(
      await resident.call('POST', path, { body: { communityID: community.id, reminders: allOff } }),
      403,
    );
    // Another community's office changes its own settings only.
    const other = await billingKit(api, await newCommunity(api, { name: 'Elsewhere' }));
    expect((await other.send('POST', path, { reminders: allOff })).statusCode).toBe(200);
    expect((await k.get(path)).json().data).toEqual(DEFAULT_REMINDERS);
  });
});
