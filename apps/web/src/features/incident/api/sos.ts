import { type SosSetting, type SosStatus, sosOps } from '@cc/contracts/sos';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { communityKey } from '../../../shared/api/query-keys';
import { useCommunityID } from '../../../shared/session/use-community';

/** Under the incident area's key, so its live `changed` events refresh alerts too. */
export const sosKeys = {
  all: (communityID: string) => [...communityKey('incident', communityID), 'sos'] as const,
  alerts: (communityID: string, status?: SosStatus) =>
    [...sosKeys.all(communityID), 'alerts', status ?? 'ALL'] as const,
  setting: (communityID: string) => [...sosKeys.all(communityID), 'setting'] as const,
};

export const sosAlertsQuery = (communityID: string, status?: SosStatus) =>
  queryOptions({
    queryKey: sosKeys.alerts(communityID, status),
    queryFn: async () => (await callOp(sosOps.list, { query: { communityID, status } })).data.items,
  });

export const useSosAlerts = (status?: SosStatus, enabled = true) => {
  const communityID = useCommunityID();
  return useQuery({ ...sosAlertsQuery(communityID, status), enabled: enabled && Boolean(communityID) });
};

export const useSosSetting = () => {
  const communityID = useCommunityID();
  return useQuery({
    queryKey: sosKeys.setting(communityID),
    queryFn: async () => (await callOp(sosOps.setting, { query: { communityID } })).data,
  });
};

function useSosChange<T>(fn: (communityID: string, input: T) => Promise<unknown>) {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => fn(communityID, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: sosKeys.all(communityID) }),
  });
}

export const useSaveSosSetting = () =>
  useSosChange((communityID, s: SosSetting) => callOp(sosOps.saveSetting, { body: { communityID, ...s } }));

export const useAcknowledgeAlert = () =>
  useSosChange((communityID, alertID: string) =>
    callOp(sosOps.acknowledge, { body: { communityID, alertID } }),
  );

export const useResolveAlert = () =>
  useSosChange((communityID, alertID: string) => callOp(sosOps.resolve, { body: { communityID, alertID } }));
