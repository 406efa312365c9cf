import { effectiveFlag, FEATURE_ENUMS, type FeatureFlag } from '@cc/contracts/features';
import { ROLE_LABELS } from '@cc/contracts/roles';
import type { CommunityItem } from '@cc/contracts/session';
import { asc, eq } from 'drizzle-orm';
import { acrossCommunities } from '../../platform/db/across-communities';
import type { Database } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import type { MemberAccess } from '../../platform/tenancy/access-cache';
import type { CommunityContext } from '../../platform/tenancy/guard';
import { communities, communityFeatures, memberships } from '../../platform/tenancy/tables';

/** Every community the user belongs to: the one read that spans their communities by nature. */
export async function listUserCommunities(db: Database, userId: string): Promise<CommunityItem[]> {
  const rows = await acrossCommunities(db, 'member-communities', (tx) =>
    tx
      .select({
        id: communities.id,
        name: communities.name,
        imageUrl: communities.imageUrl,
        role: memberships.role,
      })
      .from(memberships)
      .innerJoin(communities, eq(communities.id, memberships.communityId))
      .where(eq(memberships.userId, userId))
      .orderBy(asc(communities.name)),
  );
  return rows.map((r) => ({
    communityID: r.id,
    communityName: r.name,
    imageUrl: r.imageUrl,
    displayCommunityRole: ROLE_LABELS[r.role],
    role: r.role,
    isResident: r.role === 'RESIDENT' || r.role === 'COMMITTEE',
    isCommittee: r.role === 'COMMITTEE',
  }));
}

/** Every feature of the registry, as the community has it after the fixed rules. */
export async function communityFlags(
  scope: CommunityScope,
  community: CommunityContext,
): Promise<FeatureFlag[]> {
  const stored = await scope.run((tx) =>
    tx.select().from(communityFeatures).where(scope.owns(communityFeatures)),
  );
  return FEATURE_ENUMS.map((f) => {
    const row = stored.find((r) => r.featureEnum === f);
    return effectiveFlag(
      f,
      { isEnable: row?.isEnable ?? false, isVisible: row?.isVisible ?? false },
      community.type,
    );
  });
}

/**
 * The community's flags narrowed to what the member's role may use at all: from what the guard
 * already holds (its access cache), so no query; a feature without a stored row gives nothing.
 */
export function userAcl({ role, community }: MemberAccess): FeatureFlag[] {
  const held = [...(community.permissions.get(role) ?? [])];
  return FEATURE_ENUMS.map((f) => {
    const stored = community.flags.get(f);
    const flag = effectiveFlag(f, stored ?? { isEnable: false, isVisible: false }, community.type);
    const usable = stored !== undefined && held.some((p) => p.startsWith(`${f}:`));
    return { ...flag, isEnable: flag.isEnable && usable, isVisible: flag.isVisible && usable };
  });
}
