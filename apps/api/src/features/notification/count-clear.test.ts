import { describe, expect } from 'vitest';
import { apiTest as test } from '../../test/api-test';
import { newCommunity } from '../../test/community-kit';
import { raise } from '../../test/notify-helpers';
import { expectRefusal } from '../../test/refusal';

describe('PUT /api/notification/user/clear', () => {
  test("clears the member's count list in that community only, keeping the inbox's read marks", async ({
    api,
    community,
  }) => {
    const m = await community.member('RESIDENT');
    const other = await community.member('RESIDENT');
    const elsewhere = await newCommunity(api);
    await raise(api, community.id, { kind: 'users', userIds: [m.userId, other.userId] }, 2);
    const count = () => m.call('GET', '/api/notification/user', { query: { communityID: community.id } });
    expect((await count()).json().userNotificationCountList[0].count).toBe(2);

    const res = await m.call('PUT', '/api/notification/user/clear', { body: { communityID: community.id } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      isSuccess: true,
      userNotificationCountList: [{ appName: 'community-mobile-niti', count: 0 }],
      errorMessage: null,
    });
    expect((await count()).json().userNotificationCountList[0].count).toBe(0);
    const badge = await m.call('GET', '/api/notification/badge/count', {
      query: { communityID: community.id },
    });
    expect(badge.json().item.inboxBadgeCount).toBe(0);
    // The items themselves are as unread as before; another member's count is untouched.
    const inbox = await m.call('GET', '/api/notification/inbox', { query: { communityID: community.id } });
    expect(inbox.json().items.map((i: { readContentFlag: boolean }) => i.readContentFlag)).toEqual([
      false,
      false,
    ]);
    const theirs = await other.call('GET', '/api/notification/user', {
      query: { communityID: community.id },
    });
    expect(theirs.json().userNotificationCountList[0].count).toBe(2);

    // Not a member of the other community: refused, and nothing there changes.
    expectRefusal(
      await m.call('PUT', '/api/notification/user/clear', { body: { communityID: elsewhere.id } }),
      403,
    );
    expectRefusal(await m.call('PUT', '/api/notification/user/clear', { body: {} }), 400);
  });
});
