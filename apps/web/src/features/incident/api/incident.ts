import { incidentOps } from '@cc/contracts/incident';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { communityKey } from '../../../shared/api/query-keys';
import { useCommunityID } from '../../../shared/session/use-community';

/** The area's keys (convention in shared/api/query-keys). */
export const incidentKeys = {
  all: (communityID: string) => communityKey('incident', communityID),
  items: (communityID: string) => [...incidentKeys.all(communityID), 'items'] as const,
};

export const incidentItemsQuery = (communityID: string) =>
  queryOptions({
    queryKey: incidentKeys.items(communityID),
    queryFn: async () => (await callOp(incidentOps.list, { query: { communityID } })).items,
  });

export const useIncidentItems = () => useQuery(incidentItemsQuery(useCommunityID()));

/** A new item answers only itself; the area is read again so its lists keep their order. */
export function useCreateIncidentItem() {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (title: string) => callOp(incidentOps.create, { body: { communityID, title } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: incidentKeys.all(communityID) }),
  });
}
