import { directoryOps, type Unit } from '@cc/contracts/directory';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { useCommunityID } from '../../../shared/session/use-community';

export interface UnitFilter {
  q?: string;
  buildingID?: string;
  floor?: number;
  unitType?: string;
}

export const PAGE_SIZE = 20;

export const unitsQuery = (communityID: string, filter: UnitFilter) =>
  infiniteQueryOptions({
    queryKey: ['directory', communityID, 'units', filter],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callOp(directoryOps.unitList, {
        query: { communityID, ...filter, lastKey: pageParam, limit: PAGE_SIZE },
        signal,
      }),
    getNextPageParam: (last) => last.lastKey ?? undefined,
  });

export const useUnits = (filter: UnitFilter) => useInfiniteQuery(unitsQuery(useCommunityID(), filter));

export interface UnitSave {
  unitID?: string;
  unitNo: string;
  buildingID: string | null;
  floor: number | null;
  areaSqm: number | null;
  ownershipRatio: number | null;
  unitType: string | null;
}

export function useSaveUnit() {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ unitID, ...fields }: UnitSave): Promise<Unit> =>
      unitID
        ? (await callOp(directoryOps.unitUpdate, { body: { communityID, unitID, ...fields } })).data
        : (await callOp(directoryOps.unitCreate, { body: { communityID, ...fields } })).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['directory', communityID] }),
  });
}
