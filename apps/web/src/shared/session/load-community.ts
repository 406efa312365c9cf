import { effectiveFlag, type FeatureFlag } from '@cc/contracts/features';
import { type CommunityItem, sessionOps } from '@cc/contracts/session';
import { callOp } from '../api/api-client';
import { writeKeys } from './session-storage';

/**
 * Fetches what the console needs to show one community (the user's ACL as the feature list, and
 * the community's info) and stores it under the spec's keys. The registry's fixed rules are
 * applied again here so a lenient server cannot put recycling or a village-hidden item back.
 */
export async function loadCommunity(community: CommunityItem, list: CommunityItem[]): Promise<void> {
  const query = { communityID: community.communityID };
  const acl = await callOp(sessionOps.userAcl, { query });
  const { communityInfo } = await callOp(sessionOps.communityInfo, { query });
  const features: FeatureFlag[] = acl.items.map((f) =>
    effectiveFlag(f.featureEnum, f, communityInfo.communityType),
  );
  writeKeys({
    communityID: community.communityID,
    communityName: communityInfo.communityName,
    communityType: communityInfo.communityType,
    communityInfo: JSON.stringify(communityInfo),
    communityFeatureList: JSON.stringify(features),
    communityList: JSON.stringify(list),
    userDisplayStatus: community.displayCommunityRole,
  });
}

/** Spec: the current-community preference when the user still belongs to it, else the first. */
export function chooseCommunity(
  list: CommunityItem[],
  preferred: string | undefined,
): CommunityItem | undefined {
  return list.find((c) => c.communityID === preferred) ?? list[0];
}
