import { effectiveFlag, FEATURE_ENUMS, type FeatureFlag } from '@cc/contracts/features';
import { ROLE_LABELS } from '@cc/contracts/roles';
import type { CommunityItem } from '@cc/contracts/session';
import { asc, eq, sql } from 'drizzle-orm';
import { acrossCommunities } from '../../platform/db/across-communities';
import { type Database, queryRows } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import type { CommunityContext } from '../../platform/tenancy/guard';
import {
  communities,
  communityFeatures,
  communityRolePermissions,
  memberships,
} from '../../platform/tenancy/tables';

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

/** The community's flags narrowed to what the member's role may use at all, in one query. */
export async function userAcl(scope: CommunityScope, community: CommunityContext): Promise<FeatureFlag[]> {
  const cf = communityFeatures;
  const rp = communityRolePermissions;
  const rows = await scope.run((tx) =>
    queryRows<{ feature_enum: string; is_enable: boolean; is_visible: boolean; usable: boolean }>(
      tx,
      sql`select ${cf.featureEnum} as feature_enum, ${cf.isEnable} as is_enable, ${cf.isVisible} as is_visible,
            exists (select 1 from ${rp}
                    where ${rp.communityId} = ${cf.communityId} and ${rp.role} = ${community.role}
                      and ${rp.permission} like ${cf.featureEnum} || ':%') as usable
          from ${cf} where ${scope.owns(cf)}`,
    ),
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
