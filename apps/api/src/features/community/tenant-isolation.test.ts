import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityScope } from '../../platform/db/community-scope';
import { AccessCache } from '../../platform/tenancy/access-cache';
import type { CommunityContext } from '../../platform/tenancy/guard';
import { communityFeatures, communityRolePermissions } from '../../platform/tenancy/tables';
import { userIdOf } from '../../test/notify-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { communityFlags, userAcl } from './community-queries';

/** A is the caller's community; B's switches change, and A's answers must not follow them. */
const A: CommunityContext = { id: 'riverside-condo', type: 'CONDO', role: 'RESIDENT', usageStatus: 'ACTIVE' };
const B: CommunityContext = {
  id: 'green-ville-village',
  type: 'VILLAGE',
  role: 'RESIDENT',
  usageStatus: 'ACTIVE',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db
    .update(communityFeatures)
    .set({ isEnable: false, isVisible: false })
    .where(and(eq(communityFeatures.communityId, B.id), eq(communityFeatures.featureEnum, 'PHONEBOOK')));
  await t.db
    .delete(communityRolePermissions)
    .where(
      and(
        eq(communityRolePermissions.communityId, B.id),
        eq(communityRolePermissions.role, 'RESIDENT'),
        like(communityRolePermissions.permission, 'ANNOUNCEMENT:%'),
      ),
    );
});
afterAll(() => t.close());

const enabled = (flags: { featureEnum: string; isEnable: boolean }[], feature: string) =>
  flags.find((f) => f.featureEnum === feature)?.isEnable;

describe('community queries, for a member of A', () => {
  it("read A's feature switches, never B's", async () => {
    expect(enabled(await communityFlags(communityScope(t.db, A.id), A), 'PHONEBOOK')).toBe(true);
    expect(enabled(await communityFlags(communityScope(t.db, B.id), B), 'PHONEBOOK')).toBe(false);
  });

  it("read A's permission matrix, never B's (as the guard's access cache holds them)", async () => {
    const cache = new AccessCache(t.db);
    const resident = await userIdOf(t, 'resident@demo.test');
    const acl = async (c: CommunityContext) => userAcl((await cache.member(resident, c.id))!);
    expect(enabled(await acl(A), 'ANNOUNCEMENT')).toBe(true);
    expect(enabled(await acl(A), 'PHONEBOOK')).toBe(true);
    expect(enabled(await acl(B), 'ANNOUNCEMENT')).toBe(false);
    expect(enabled(await acl(B), 'PHONEBOOK')).toBe(false);
  });
});
