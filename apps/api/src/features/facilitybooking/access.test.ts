import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import { newCommunity } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import { facilitybookingItems } from './tables';

const LIST = '/api/facilitybooking/item/list';
const DETAIL = '/api/facilitybooking/item';

describe('facilitybooking access and tenancy', () => {
  apiTest(
    'staff read their own community only; another community reads as not a member',
    async ({ api, community }) => {
      const other = await newCommunity(api, { name: 'Other' });
      const [mine] = await api.db
        .insert(facilitybookingItems)
        .values({ communityId: community.id, title: 'mine' })
        .returning();
      const [theirs] = await api.db
        .insert(facilitybookingItems)
        .values({ communityId: other.id, title: 'theirs' })
        .returning();
      const staff = await community.member('PMC');

      const list = await staff.call('GET', LIST, { query: { communityID: community.id } });
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json().items.map((i: { title: string }) => i.title)).toEqual(['mine']);
      const one = await staff.call('GET', DETAIL, { query: { communityID: community.id, itemID: mine!.id } });
      expect(one.json().data.title).toBe('mine');

      expectRefusal(await staff.call('GET', LIST, { query: { communityID: other.id } }), 403);
      expectRefusal(
        await staff.call('GET', DETAIL, { query: { communityID: community.id, itemID: theirs!.id } }),
        404,
        'FACILITYBOOKING_ITEM_NOT_FOUND',
      );
    },
  );

  apiTest('refuses the signed-out and bad IDs in the caller language', async ({ api, community }) => {
    const signedOut = await api.app.inject({
      method: 'GET',
      url: LIST,
      query: { communityID: community.id },
    });
    expect(signedOut.statusCode).toBe(401);
    const staff = await community.member('PMC');
    const bad = await staff.call('GET', DETAIL, {
      query: { communityID: community.id, itemID: 'not-an-id' },
      headers: { 'accept-language': 'th' },
    });
    expectRefusal(bad, 400);
  });
});
