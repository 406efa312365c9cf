import { DEFAULT_ROLE_PERMISSIONS, type Permission } from '@cc/contracts/roles';
import { settingOps } from '@cc/contracts/setting';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOp } from '../api/api-client';
import { useSession } from './use-session';

export const myCommunityAclQuery = queryOptions({
  queryKey: ['acl-community-list'],
  queryFn: async () => (await callOp(settingOps.aclCommunityList)).items,
  staleTime: 60_000,
});

/**
 * The permissions the signed-in user's role holds in the current community, so screens can hide
 * what the role cannot use (the API enforces it anyway). The community's own matrix is answered for
 * communities the user administers; for the others the default matrix of their role is close enough
 * to decide what to hide.
 */
export function usePermissions(): { ready: boolean; has: (p: Permission) => boolean } {
  const { communityID, communityList } = useSession();
  const { data, isPending } = useQuery(myCommunityAclQuery);
  const mine = data?.find((c) => c.communityID === communityID);
  const role = communityList.find((c) => c.communityID === communityID)?.role;
  const granted: readonly string[] = mine?.permissions ?? (role ? DEFAULT_ROLE_PERMISSIONS[role] : []);
  return { ready: !isPending, has: (p) => granted.includes(p) };
}
