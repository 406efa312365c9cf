import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raise, userIdOf } from '../../test/notify-helpers';
import { expectRefusal } from '../../test/refusal';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/test-app';

let t: TestApp;
let pmc: Record<string, string>;
let resident: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  pmc = bearer((await signIn(t, 'pmc@demo.test')).access_token);
  resident = bearer((await signIn(t, 'resident@demo.test')).access_token);
  await raise(t, 'riverside-condo', { kind: 'staff' }, 3);
  await raise(t, 'green-ville-village', { kind: 'staff' }, 1);
  await raise(t, 'riverside-condo', { kind: 'users', userIds: [await userIdOf(t, 'resident@demo.test')] }, 2);
});
afterAll(() => t.close());

describe('GET /api/notification/community/user', () => {
  it("answers unread counts for each of the user's communities, zero included", async () => {
    const res = await t.app.inject({ url: '/api/notification/community/user?entityType=PMC', headers: pmc });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      isSuccess: true,
      items: [
        { communityID: 'green-ville-village', count: 1 },
        { communityID: 'riverside-condo', count: 3 },
        { communityID: 'sukhumvit-77-residence', count: 0 },
      ],
    });
    const mine = await t.app.inject({
      url: '/api/notification/community/user?entityType=PMC',
      headers: resident,
    });
    expect(mine.json().items).toEqual([
      { communityID: 'green-ville-village', count: 0 },
      { communityID: 'riverside-condo', count: 2 },
    ]);
  });

  it('refuses a missing or unknown entityType and no token', async () => {
    expectRefusal(await t.app.inject({ url: '/api/notification/community/user', headers: pmc }), 400);
    expectRefusal(
      await t.app.inject({ url: '/api/notification/community/user?entityType=ROBOT', headers: pmc }),
      400,
      'VALIDATION_FAILED',
      /entityType/,
    );
    expectRefusal(await t.app.inject({ url: '/api/notification/community/user?entityType=PMC' }), 401);
  });
});

describe('GET /api/notification/user', () => {
  it('answers the count list for the community', async () => {
    const res = await t.app.inject({
      url: '/api/notification/user?communityID=riverside-condo',
      headers: pmc,
    });
    expect(res.json()).toEqual({
      isSuccess: true,
      userNotificationCountList: [{ appName: 'community-mobile-niti', count: 3 }],
      errorMessage: null,
    });
  });

  it('refuses a missing communityID and a community the user is not in', async () => {
    expectRefusal(await t.app.inject({ url: '/api/notification/user', headers: pmc }), 400);
    expectRefusal(
      await t.app.inject({
        url: '/api/notification/user?communityID=sukhumvit-77-residence',
        headers: resident,
      }),
      403,
      'FORBIDDEN',
    );
    expectRefusal(
      await t.app.inject({ url: '/api/notification/badge/count?communityID=nowhere', headers: resident }),
      403,
      'FORBIDDEN',
    );
  });
});
