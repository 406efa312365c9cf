import { directoryOps } from '@cc/contracts/directory';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callOp } from '../api/api-client';
import { useCommunityID } from '../session/use-community';
import { RESIDENCE_STALE_TIME, residenceKeys } from './residence-keys';

export interface UnitFilter {
  q?: string;
  buildingID?: string;
  floor?: number;
  unitType?: string;
}

export const UNIT_PAGE_SIZE = 20;
/** A picker searches; it never loads thousands of units. */
const SEARCH_LIMIT = 50;

/** Units matching a search, one bounded page (for pickers). */
export const unitSearchQuery = (communityID: string, q: string) =>
  queryOptions({
    queryKey: [...residenceKeys.units(communityID), 'search', q],
    queryFn: async ({ signal }) =>
      (
        await callOp(directoryOps.unitList, {
          query: { communityID, q: q || undefined, limit: SEARCH_LIMIT },
          signal,
        })
      ).items,
    staleTime: RESIDENCE_STALE_TIME,
  });

/** Units by filter, in keyset pages (for lists). */
export const unitPagesQuery = (communityID: string, filter: UnitFilter) =>
  infiniteQueryOptions({
    queryKey: [...residenceKeys.units(communityID), 'pages', filter],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callOp(directoryOps.unitList, {
        query: { communityID, ...filter, lastKey: pageParam, limit: UNIT_PAGE_SIZE },
        signal,
      }),
    getNextPageParam: (last) => last.lastKey ?? undefined,
    staleTime: RESIDENCE_STALE_TIME,
  });

export const useUnitPages = (filter: UnitFilter) =>
  useInfiniteQuery(unitPagesQuery(useCommunityID(), filter));
