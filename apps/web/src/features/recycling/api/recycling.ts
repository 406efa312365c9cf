import { recyclingOps } from '@cc/contracts/recycling';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { communityKey } from '../../../shared/api/query-keys';
import { useCommunityID } from '../../../shared/session/use-community';

/** The area's keys (convention in shared/api/query-keys). */
export const recyclingKeys = {
  all: (communityID: string) => communityKey('recycling', communityID),
  items: (communityID: string) => [...recyclingKeys.all(communityID), 'items'] as const,
};

export const recyclingItemsQuery = (communityID: string) =>
  queryOptions({
    queryKey: recyclingKeys.items(communityID),
    queryFn: async () => (await callOp(recyclingOps.list, { query: { communityID } })).items,
  });

export const useRecyclingItems = () => useQuery(recyclingItemsQuery(useCommunityID()));

/** A new item answers only itself; the area is read again so its lists keep their order. */
export function useCreateRecyclingItem() {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (title: string) => callOp(recyclingOps.create, { body: { communityID, title } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: recyclingKeys.all(communityID) }),
  });
}
