import { directoryOps } from '@cc/contracts/directory';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOp } from '../api/api-client';
import { useCommunityID } from '../session/use-community';
import { RESIDENCE_STALE_TIME, residenceKeys } from './residence-keys';

/**
 * The community's buildings with their floors. A role without directory access gets a refusal;
 * pickers and filters built on this then simply have no choices.
 */
export const buildingsQuery = (communityID: string) =>
  queryOptions({
    queryKey: residenceKeys.buildings(communityID),
    queryFn: async ({ signal }) =>
      (await callOp(directoryOps.buildingList, { query: { communityID }, signal })).items,
    staleTime: RESIDENCE_STALE_TIME,
  });

export const useBuildings = ({ enabled = true }: { enabled?: boolean } = {}) => {
  const communityID = useCommunityID();
  return useQuery({ ...buildingsQuery(communityID), enabled: enabled && !!communityID });
};
