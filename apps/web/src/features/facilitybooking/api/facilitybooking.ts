import { facilityOps } from '@cc/contracts/facilitybooking-facility-ops';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { communityKey } from '../../../shared/api/query-keys';
import { useCommunityID } from '../../../shared/session/use-community';

/** The area's keys (convention in shared/api/query-keys). */
export const facilitybookingKeys = {
  all: (communityID: string) => communityKey('facilitybooking', communityID),
  items: (communityID: string) => [...facilitybookingKeys.all(communityID), 'items'] as const,
};

export const facilitybookingItemsQuery = (communityID: string) =>
  queryOptions({
    queryKey: facilitybookingKeys.items(communityID),
    queryFn: async () => (await callOp(facilityOps.list, { query: { communityID } })).items,
  });

export const useFacilitybookingItems = () => useQuery(facilitybookingItemsQuery(useCommunityID()));
