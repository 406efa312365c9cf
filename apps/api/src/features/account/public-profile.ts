import { ROLE_LABELS } from '@cc/contracts/roles';
import { eq } from 'drizzle-orm';
import { users } from '../../platform/auth/tables';
import { communityScope } from '../../platform/db/community-scope';
import type { AppServices } from '../../platform/services';
import { memberships } from '../../platform/tenancy/tables';
import { notFound } from './refusals';

/**
 * What a member of the community (the guard has checked the caller is one) may see of another
 * member: name, photo and role label, nothing else. Someone who is not a member of this
 * community is not found, the same as an id nobody has.
 */
export async function publicProfile(s: AppServices, communityId: string, userId: string) {
  const scope = communityScope(s.db, communityId);
  const [row] = await scope.run((tx) =>
    tx
      .select({
        userID: users.id,
        firstname: users.firstname,
        lastname: users.lastname,
        imageUrl: users.imageUrl,
        role: memberships.role,
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(scope.owns(memberships, eq(memberships.userId, userId))),
  );
  if (!row) throw notFound('PROFILE_NOT_FOUND');
  // A user's photo is their own file: the link is signed for that user, as their profile signs it.
  const imageUrl = s.files.url({ userId: row.userID }, row.imageUrl);
  return {
    isSuccess: true as const,
    data: { ...row, imageUrl, displayCommunityRole: ROLE_LABELS[row.role] },
  };
}
