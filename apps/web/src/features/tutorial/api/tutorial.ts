import { tutorialOps } from '@cc/contracts/tutorial';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { communityKey } from '../../../shared/api/query-keys';
import { useCommunityID } from '../../../shared/session/use-community';

/** The area's keys (convention in shared/api/query-keys). */
export const tutorialKeys = {
  all: (communityID: string) => communityKey('tutorial', communityID),
  items: (communityID: string) => [...tutorialKeys.all(communityID), 'items'] as const,
};

export const tutorialItemsQuery = (communityID: string) =>
  queryOptions({
    queryKey: tutorialKeys.items(communityID),
    queryFn: async () => (await callOp(tutorialOps.list, { query: { communityID } })).items,
  });

export const useTutorialItems = () => useQuery(tutorialItemsQuery(useCommunityID()));

/** A new item answers only itself; the area is read again so its lists keep their order. */
export function useCreateTutorialItem() {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (title: string) => callOp(tutorialOps.create, { body: { communityID, title } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: tutorialKeys.all(communityID) }),
  });
}
