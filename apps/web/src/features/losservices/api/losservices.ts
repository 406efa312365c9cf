import { losservicesOps } from '@cc/contracts/losservices';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { communityKey } from '../../../shared/api/query-keys';
import { useCommunityID } from '../../../shared/session/use-community';

/** The area's keys (convention in shared/api/query-keys). */
export const losservicesKeys = {
  all: (communityID: string) => communityKey('losservices', communityID),
  items: (communityID: string) => [...losservicesKeys.all(communityID), 'items'] as const,
};

export const losservicesItemsQuery = (communityID: string) =>
  queryOptions({
    queryKey: losservicesKeys.items(communityID),
    queryFn: async () => (await callOp(losservicesOps.list, { query: { communityID } })).items,
  });

export const useLosservicesItems = () => useQuery(losservicesItemsQuery(useCommunityID()));

/** A new item answers only itself; the area is read again so its lists keep their order. */
export function useCreateLosservicesItem() {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (title: string) => callOp(losservicesOps.create, { body: { communityID, title } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: losservicesKeys.all(communityID) }),
  });
}
