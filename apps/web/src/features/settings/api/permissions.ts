import type { PermissionKey } from '@cc/contracts/features';
import type { Action, Role } from '@cc/contracts/roles';
import { settingOps } from '@cc/contracts/setting';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { useCommunityID } from '../../../shared/session/use-community';
import { myCommunityAclQuery } from '../../../shared/session/use-permissions';
import { refreshSessionFeatures } from './features';
import { settingsKey } from './settings-keys';

export const permissionsQuery = (communityID: string) =>
  queryOptions({
    queryKey: [...settingsKey(communityID), 'permissions'],
    queryFn: async () => (await callOp(settingOps.permissions, { query: { communityID } })).data,
  });

export const usePermissionMatrix = () => useQuery(permissionsQuery(useCommunityID()));

export interface PermissionChange {
  role: Role;
  featureEnum: PermissionKey;
  action: Action;
  value: boolean;
}

export function useSetPermission() {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ role, featureEnum, action, value }: PermissionChange) =>
      (
        await callOp(settingOps.permissionUpdate, {
          body: { communityID, changes: [{ role, featureEnum, [action]: value }] },
        })
      ).data,
    onSuccess: async (matrix) => {
      qc.setQueryData(permissionsQuery(communityID).queryKey, matrix);
      // The user's own role may have gained or lost a feature: the sidebar follows.
      await refreshSessionFeatures();
      return qc.invalidateQueries({ queryKey: myCommunityAclQuery.queryKey });
    },
  });
}
