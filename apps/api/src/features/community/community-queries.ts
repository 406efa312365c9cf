import { effectiveFlag, FEATURE_ENUMS, type FeatureFlag } from '@cc/contracts/features';
import { ROLE_LABELS } from '@cc/contracts/roles';
import type { CommunityItem } from '@cc/contracts/session';
import { asc, eq, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../platform/db/client';
import type { CommunityContext } from '../../platform/tenancy/guard';
import { communities, communityFeatures, memberships } from '../../platform/tenancy/tables';

export async function listUserCommunities(db: Executor, userId: string): Promise<CommunityItem[]> {
  const rows = await db
    .select({
      id: communities.id,
      name: communities.name,
      imageUrl: communities.imageUrl,
      role: memberships.role,
    })
    .from(memberships)
    .innerJoin(communities, eq(communities.id, memberships.communityId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(communities.name));
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
export async function communityFlags(db: Executor, community: CommunityContext): Promise<FeatureFlag[]> {
  const stored = await db
    .select()
    .from(communityFeatures)
    .where(eq(communityFeatures.communityId, community.id));
  return FEATURE_ENUMS.map((f) => {
    const row = stored.find((r) => r.featureEnum === f);
    return effectiveFlag(
      f,
      { isEnable: row?.isEnable ?? false, isVisible: row?.isVisible ?? false },
      community.type,
    );
  });
}

/** The community's flags narrowed to what the member's role may use at all, in one query. */
export async function userAcl(db: Executor, community: CommunityContext): Promise<FeatureFlag[]> {
  const rows = await queryRows<{
    feature_enum: string;
    is_enable: boolean;
    is_visible: boolean;
    usable: boolean;
  }>(
    db,
    sql`select f.feature_enum, f.is_enable, f.is_visible,
          exists (select 1 from community_role_permissions p
                  where p.community_id = f.community_id and p.role = ${community.role}
                    and p.permission like f.feature_enum || ':%') as usable
        from community_features f where f.community_id = ${community.id}`,
  );
  return FEATURE_ENUMS.map((f) => {
    const row = rows.find((r) => r.feature_enum === f);
    const flag = effectiveFlag(
      f,
      { isEnable: row?.is_enable ?? false, isVisible: row?.is_visible ?? false },
      community.type,
    );
    const usable = row?.usable ?? false;
    return { ...flag, isEnable: flag.isEnable && usable, isVisible: flag.isVisible && usable };
  });
}
