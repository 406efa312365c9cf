import { vmsDashboardOps } from '@cc/contracts/vms-admin-ops';
import { vmsVisitorOps } from '@cc/contracts/vms-ops';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { useCommunityID } from '../../../shared/session/use-community';
import { vmsKeys } from '../api/vms-keys';

/** The inside view's reads sit under vmsKeys.view(…, 'inside'): a live change from the gate refreshes them. */
const insideKey = (communityID: string) => vmsKeys.view(communityID, 'inside');
/** The figures also poll: a visit turns overstayed with no change at the gate. */
const LIVE_MS = 60_000;

export const dashboardQuery = (communityID: string) =>
  queryOptions({
    queryKey: [...insideKey(communityID), 'dashboard'],
    queryFn: async ({ signal }) =>
      (await callOp(vmsDashboardOps.dashboard, { query: { communityID }, signal })).data,
    refetchInterval: LIVE_MS,
    refetchOnWindowFocus: true,
  });
export const useDashboard = () => useQuery(dashboardQuery(useCommunityID()));

export const useHourly = (day?: string) => {
  const communityID = useCommunityID();
  return useQuery({
    queryKey: [...insideKey(communityID), 'hourly', day ?? 'today'],
    queryFn: async ({ signal }) =>
      (await callOp(vmsDashboardOps.hourly, { query: { communityID, day }, signal })).data,
    refetchInterval: LIVE_MS,
  });
};

export const useTopUnits = (from: string, to: string) => {
  const communityID = useCommunityID();
  return useQuery({
    queryKey: [...insideKey(communityID), 'top-units', from, to],
    queryFn: async ({ signal }) =>
      (await callOp(vmsDashboardOps.topUnits, { query: { communityID, from, to }, signal })).items,
  });
};

export const useInsideList = () => {
  const communityID = useCommunityID();
  return useQuery({
    queryKey: [...insideKey(communityID), 'list'],
    queryFn: async ({ signal }) =>
      (await callOp(vmsVisitorOps.inside, { query: { communityID }, signal })).items,
    refetchInterval: LIVE_MS,
  });
};

export type ForceOut = { visitID: string; reason: string } | { before: string; reason: string };

/** Marks one visit, or everyone inside since before a time, as gone; the whole area refreshes. */
export const useForceOut = () => {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: ForceOut) =>
      (await callOp(vmsVisitorOps.forceOut, { body: { communityID, ...input } })).data.visitIDs,
    onSuccess: () => qc.invalidateQueries({ queryKey: vmsKeys.all(communityID) }),
  });
};
