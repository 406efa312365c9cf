import type { FeatureEnum } from '@cc/contracts/features';
import { sessionOps } from '@cc/contracts/session';
import { settingOps } from '@cc/contracts/setting';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { loadCommunity } from '../../../shared/session/load-community';
import { getSession, notifySessionChanged } from '../../../shared/session/session-store';
import { useCommunityID } from '../../../shared/session/use-community';
import { settingsKey } from './settings-keys';

export const communityFeaturesQuery = (communityID: string) =>
  queryOptions({
    queryKey: [...settingsKey(communityID), 'features'],
    queryFn: async () => (await callOp(sessionOps.communityFeatures, { query: { communityID } })).items,
  });

export const useCommunityFeatures = () => useQuery(communityFeaturesQuery(useCommunityID()));

/** Re-reads the user's feature list for the current community, so the sidebar and routes follow at once. */
export async function refreshSessionFeatures(): Promise<void> {
  const { communityID, communityList } = getSession();
  const current = communityList.find((c) => c.communityID === communityID);
  if (!current) return;
  await loadCommunity(current, communityList);
  notifySessionChanged();
}

export interface FeatureSwitch {
  featureEnum: FeatureEnum;
  isEnable: boolean;
  isVisible: boolean;
}

export function useSetFeature() {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (f: FeatureSwitch) =>
      (await callOp(settingOps.featureEnable, { body: { communityID, features: [f] } })).items,
    onSuccess: async (items) => {
      qc.setQueryData(communityFeaturesQuery(communityID).queryKey, items);
      await refreshSessionFeatures();
    },
  });
}
