import { LOSSERVICES_TITLE_MAX } from '@cc/contracts/losservices';
import { inArray } from 'drizzle-orm';
import { describe, expect, vi } from 'vitest';
import { apiTest } from '../../test/api-test';
import { newCommunity } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import { losservicesItems } from './tables';

const LIST = '/api/losservices/item/list';
const DETAIL = '/api/losservices/item';
const CREATE = '/api/losservices/item/create';
const UPDATE = '/api/losservices/item/update';

describe('losservices access and tenancy', () => {
  apiTest(
    'staff read their own community only; another community reads as not a member',
    async ({ api, community }) => {
      const other = await newCommunity(api, { name: 'Other' });
      const [mine] = await api.db
        .insert(losservicesItems)
        .values({ communityId: community.id, title: 'mine' })
        .returning();
      const [theirs] = await api.db
        .insert(losservicesItems)
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
        'LOSSERVICES_ITEM_NOT_FOUND',
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

  apiTest(
    'staff add and retitle items; bad input saves nothing; another community item reads as not found',
    async ({ api, community }) => {
      const other = await newCommunity(api, { name: 'Other' });
      const [theirs] = await api.db
        .insert(losservicesItems)
        .values({ communityId: other.id, title: 'theirs' })
        .returning();
      const staff = await community.member('PMC');
      const send = (path: string, body: object) =>
        staff.call('POST', path, { body: { communityID: community.id, ...body } });

      const created = await send(CREATE, { title: '  new  ' });
      expect(created.statusCode, created.body).toBe(200);
      const { itemID } = created.json().data;
      const renamed = await send(UPDATE, { itemID, title: 'renamed' });
      expect(renamed.json().data).toMatchObject({ itemID, title: 'renamed' });

      expectRefusal(await send(CREATE, { title: ' ' }), 400);
      expectRefusal(await send(CREATE, { title: 'x'.repeat(LOSSERVICES_TITLE_MAX + 1) }), 400);
      expectRefusal(
        await send(UPDATE, { itemID: theirs!.id, title: 'mine now' }),
        404,
        'LOSSERVICES_ITEM_NOT_FOUND',
      );
      const rows = await api.db
        .select({ title: losservicesItems.title })
        .from(losservicesItems)
        .where(inArray(losservicesItems.communityId, [community.id, other.id]));
      expect(rows.map((r) => r.title).sort()).toEqual(['renamed', 'theirs']);
    },
  );

  apiTest('tells the consoles of the managers when an item changes', async ({ api, community }) => {
    const staff = await community.member('PMC');
    const publish = vi.spyOn(api.app.services.realtime, 'publish');
    try {
      const created = await staff.call('POST', CREATE, {
        body: { communityID: community.id, title: 'live' },
      });
      expect(created.statusCode, created.body).toBe(200);
      const changes = publish.mock.calls
        .flatMap(([, deliveries]) => deliveries)
        .filter((d) => d.event.type === 'changed');
      expect(changes.map((d) => d.event)).toEqual([
        { type: 'changed', featureEnum: 'LOS_SERVICES', ids: [] },
      ]);
      expect(changes[0]!.userIds).toContain(staff.userId);
    } finally {
      publish.mockRestore();
    }
  });
});
