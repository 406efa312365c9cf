import { patrolOps } from '@cc/contracts/patrol';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { communityKey } from '../../../shared/api/query-keys';
import { useCommunityID } from '../../../shared/session/use-community';

/** The area's keys (convention in shared/api/query-keys). */
export const patrolKeys = {
  all: (communityID: string) => communityKey('patrol', communityID),
  items: (communityID: string) => [...patrolKeys.all(communityID), 'items'] as const,
};

export const patrolItemsQuery = (communityID: string) =>
  queryOptions({
    queryKey: patrolKeys.items(communityID),
    queryFn: async () => (await callOp(patrolOps.list, { query: { communityID } })).items,
  });

export const usePatrolItems = () => useQuery(patrolItemsQuery(useCommunityID()));

/** A new item answers only itself; the area is read again so its lists keep their order. */
export function useCreatePatrolItem() {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (title: string) => callOp(patrolOps.create, { body: { communityID, title } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: patrolKeys.all(communityID) }),
  });
}
