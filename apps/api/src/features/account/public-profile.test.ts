import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { users } from '../../platform/auth/tables';
import { apiTest as test } from '../../test/api-test';
import { newCommunity } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';

describe('GET /api/user/profile/public', () => {
  test('a member sees a fellow member’s name, photo and role label, and nothing else', async ({
    api,
    community,
  }) => {
    const viewer = await community.member('RESIDENT');
    const seen = await community.member('COMMITTEE');
    await api.db
      .update(users)
      .set({
        firstname: 'สมศรี',
        lastname: 'ใจดี',
        imageUrl: `private/u-${seen.userId}/profile/p.png`,
        mobile: '0811111111',
        birthdate: '1980-01-02',
      })
      .where(eq(users.id, seen.userId));
    const res = await viewer.call('GET', '/api/user/profile/public', {
      query: { communityID: community.id, userID: seen.userId },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      isSuccess: true,
      data: {
        userID: seen.userId,
        firstname: 'สมศรี',
        lastname: 'ใจดี',
        // The photo is the member's own private file, shown through a signed link.
        imageUrl: expect.stringMatching(
          new RegExp(`^/api/files/private/u-${seen.userId}/profile/p\\.png\\?exp=\\d+&sig=`),
        ),
        role: 'COMMITTEE',
        displayCommunityRole: expect.any(String),
      },
    });
    expect(res.body).not.toContain(seen.email);
    expect(res.body).not.toContain('0811111111');
  });

  test('a stranger (no shared community) is not found, and a foreign community is refused', async ({
    api,
    community,
  }) => {
    const viewer = await community.member('PMC');
    const other = await newCommunity(api);
    const stranger = await other.member('RESIDENT');
    const res = await viewer.call('GET', '/api/user/profile/public', {
      query: { communityID: community.id, userID: stranger.userId },
    });
    const nobody = await viewer.call('GET', '/api/user/profile/public', {
      query: { communityID: community.id, userID: crypto.randomUUID() },
    });
    expectRefusal(res, 404, 'PROFILE_NOT_FOUND');
    expect(nobody.json()).toEqual(res.json());
    // Asking through the stranger's community, which the viewer is not in, is refused by the guard.
    expectRefusal(
      await viewer.call('GET', '/api/user/profile/public', {
        query: { communityID: other.id, userID: stranger.userId },
      }),
      403,
    );
    expectRefusal(
      await viewer.call('GET', '/api/user/profile/public', {
        query: { communityID: community.id, userID: 'x' },
      }),
      400,
      'VALIDATION_FAILED',
    );
    expectRefusal(
      await api.app.inject({
        url: `/api/user/profile/public?communityID=${community.id}&userID=${stranger.userId}`,
      }),
      401,
    );
  });
});
