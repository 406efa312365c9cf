import { vmsSettingOps } from '@cc/contracts/vms-admin-ops';
import type { Account, DocumentSetting, UtilityConfig } from '@cc/contracts/vms-admin-settings';
import type { ParkingFeeRules } from '@cc/contracts/vms-fee';
import { vmsFeeOps } from '@cc/contracts/vms-ops';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { useCommunityID } from '../../../shared/session/use-community';
import { vmsKeys } from '../api/vms-keys';

/** The settings view's reads, under vmsKeys.view(…, 'settings'): a change elsewhere refreshes them. */
const settingsKey = (communityID: string, part: string) => [...vmsKeys.view(communityID, 'settings'), part];

export const useFeeRules = () => {
  const communityID = useCommunityID();
  return useQuery({
    queryKey: settingsKey(communityID, 'fee'),
    queryFn: async ({ signal }) => (await callOp(vmsFeeOps.get, { query: { communityID }, signal })).data,
  });
};
export const useUtilityConfig = () => {
  const communityID = useCommunityID();
  return useQuery({
    queryKey: settingsKey(communityID, 'utility'),
    queryFn: async ({ signal }) =>
      (await callOp(vmsSettingOps.utilityGet, { query: { communityID }, signal })).data,
  });
};
export const useAccount = () => {
  const communityID = useCommunityID();
  return useQuery({
    queryKey: settingsKey(communityID, 'account'),
    queryFn: async ({ signal }) =>
      (await callOp(vmsSettingOps.accountGet, { query: { communityID }, signal })).data,
  });
};
export const useDocumentSetting = () => {
  const communityID = useCommunityID();
  return useQuery({
    queryKey: settingsKey(communityID, 'documents'),
    queryFn: async ({ signal }) =>
      (await callOp(vmsSettingOps.documentGet, { query: { communityID }, signal })).data,
  });
};

/** Every settings change refreshes the whole area: the desk and the figures read these settings too. */
function useSettingsMutation<T>(fn: (communityID: string, input: T) => Promise<unknown>) {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => fn(communityID, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: vmsKeys.all(communityID) }),
  });
}

export const useSaveFeeRules = () =>
  useSettingsMutation((communityID, rules: ParkingFeeRules) =>
    callOp(vmsFeeOps.put, { body: { communityID, rules } }),
  );
export const useSaveUtilityConfig = () =>
  useSettingsMutation((communityID, input: UtilityConfig) =>
    callOp(vmsSettingOps.utilityPut, { body: { communityID, ...input } }),
  );
export type AccountInput = Omit<Account, 'taxID' | 'promptPayID'> & { taxID: string; promptPayID: string };
export const useSaveAccount = () =>
  useSettingsMutation((communityID, input: AccountInput) =>
    callOp(vmsSettingOps.accountPut, { body: { communityID, ...input } }),
  );
export const useSaveDocumentSetting = () =>
  useSettingsMutation((communityID, input: DocumentSetting) =>
    callOp(vmsSettingOps.documentPut, { body: { communityID, ...input } }),
  );
export const useFactoryReset = () =>
  useSettingsMutation((communityID, communityName: string) =>
    callOp(vmsSettingOps.factoryReset, { body: { communityID, communityName } }),
  );
