import { repairOfficeOps } from '@cc/contracts/repair-office-ops';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { communityKey } from '../../../shared/api/query-keys';
import { useCommunityID } from '../../../shared/session/use-community';

/** The area's keys (convention in shared/api/query-keys). */
export const repairKeys = {
  all: (communityID: string) => communityKey('repair', communityID),
  items: (communityID: string) => [...repairKeys.all(communityID), 'items'] as const,
};

export const repairItemsQuery = (communityID: string) =>
  queryOptions({
    queryKey: repairKeys.items(communityID),
    queryFn: async () => (await callOp(repairOfficeOps.list, { query: { communityID, limit: 20 } })).items,
  });

export const useRepairItems = () => useQuery(repairItemsQuery(useCommunityID()));
