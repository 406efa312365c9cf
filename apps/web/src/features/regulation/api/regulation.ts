import { regulationOps } from '@cc/contracts/regulation';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { communityKey } from '../../../shared/api/query-keys';
import { useCommunityID } from '../../../shared/session/use-community';

/** The area's keys (convention in shared/api/query-keys). */
export const regulationKeys = {
  all: (communityID: string) => communityKey('regulation', communityID),
  items: (communityID: string) => [...regulationKeys.all(communityID), 'items'] as const,
};

export const regulationItemsQuery = (communityID: string) =>
  queryOptions({
    queryKey: regulationKeys.items(communityID),
    queryFn: async () => (await callOp(regulationOps.list, { query: { communityID } })).items,
  });

export const useRegulationItems = () => useQuery(regulationItemsQuery(useCommunityID()));

/** A new item answers only itself; the area is read again so its lists keep their order. */
export function useCreateRegulationItem() {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (title: string) => callOp(regulationOps.create, { body: { communityID, title } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: regulationKeys.all(communityID) }),
  });
}
