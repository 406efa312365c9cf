import { type HomeLayout, homeOps } from '@cc/contracts/home';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { communityKey } from '../../../shared/api/query-keys';
import { useCommunityID } from '../../../shared/session/use-community';

/** The landing's own queries (convention in shared/api/query-keys): the registry's '' area. */
const homeKey = (communityID: string) => communityKey('home', communityID);
const layoutKey = (communityID: string) => [...homeKey(communityID), 'layout'] as const;

export const layoutQuery = (communityID: string) =>
  queryOptions({
    queryKey: layoutKey(communityID),
    queryFn: async ({ signal }) => (await callOp(homeOps.layout, { query: { communityID }, signal })).data,
    enabled: !!communityID,
    staleTime: 60_000,
  });

export const useHomeLayout = () => useQuery(layoutQuery(useCommunityID()));

/**
 * Keeps the new arrangement: shown at once (a card moved by keyboard must stay where it went),
 * put back if the API refuses, and read again after either.
 */
export function useSaveLayout() {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  const key = layoutKey(communityID);
  return useMutation({
    mutationFn: (layout: HomeLayout) => callOp(homeOps.updateLayout, { body: { communityID, ...layout } }),
    onMutate: async (layout) => {
      await qc.cancelQueries({ queryKey: key });
      const before = qc.getQueryData<HomeLayout>(key);
      qc.setQueryData(key, layout);
      return { before };
    },
    onError: (_err, _layout, ctx) => {
      if (ctx?.before) qc.setQueryData(key, ctx.before);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: key }),
  });
}
