import { directoryOps } from '@cc/contracts/directory';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { useCommunityID } from '../../../shared/session/use-community';

/**
 * The building filter's choices come from the directory's contract (not its web folder). A
 * guard without directory access gets a refusal; the filter then simply has no choices.
 */
export const buildingsQuery = (communityID: string) =>
  queryOptions({
    queryKey: ['parcel', communityID, 'buildings'],
    queryFn: async ({ signal }) =>
      (await callOp(directoryOps.buildingList, { query: { communityID }, signal })).items,
    staleTime: 10 * 60_000,
  });

export const useBuildings = () => useQuery(buildingsQuery(useCommunityID()));
