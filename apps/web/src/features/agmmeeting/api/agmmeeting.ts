import { agmmeetingOps } from '@cc/contracts/agmmeeting';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { communityKey } from '../../../shared/api/query-keys';
import { useCommunityID } from '../../../shared/session/use-community';

/** The area's keys (convention in shared/api/query-keys). */
export const agmmeetingKeys = {
  all: (communityID: string) => communityKey('agmmeeting', communityID),
  items: (communityID: string) => [...agmmeetingKeys.all(communityID), 'items'] as const,
};

export const agmmeetingItemsQuery = (communityID: string) =>
  queryOptions({
    queryKey: agmmeetingKeys.items(communityID),
    queryFn: async () => (await callOp(agmmeetingOps.list, { query: { communityID } })).items,
  });

export const useAgmmeetingItems = () => useQuery(agmmeetingItemsQuery(useCommunityID()));

/** A new item answers only itself; the area is read again so its lists keep their order. */
export function useCreateAgmmeetingItem() {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (title: string) => callOp(agmmeetingOps.create, { body: { communityID, title } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: agmmeetingKeys.all(communityID) }),
  });
}
