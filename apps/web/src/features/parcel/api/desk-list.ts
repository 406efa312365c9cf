import type { ParcelTab } from '@cc/contracts/parcel';
import { parcelOps } from '@cc/contracts/parcel-ops';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { useCommunityID } from '../../../shared/session/use-community';
import { PAGE_SIZE, parcelKey } from './parcel-keys';

/** The list's filters (spec 2: date, building, unit, type, carrier, status); the tabs share them. */
export interface ParcelFilter {
  from?: string;
  to?: string;
  buildingID?: string;
  unitID?: string;
  type?: string;
  carrier?: string;
  status?: string;
}

export const parcelListQuery = (communityID: string, tab: ParcelTab, filter: ParcelFilter) =>
  infiniteQueryOptions({
    queryKey: [...parcelKey(communityID), 'list', tab, filter],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callOp(parcelOps.list, {
        query: { communityID, tab, ...filter, lastKey: pageParam, limit: PAGE_SIZE },
        signal,
      }),
    getNextPageParam: (last) => last.lastKey ?? undefined,
  });

export const useParcelList = (tab: ParcelTab, filter: ParcelFilter) =>
  useInfiniteQuery({ ...parcelListQuery(useCommunityID(), tab, filter), placeholderData: keepPreviousData });

export const tabCountsQuery = (communityID: string, filter: ParcelFilter) =>
  queryOptions({
    queryKey: [...parcelKey(communityID), 'tab-counts', filter],
    queryFn: async ({ signal }) =>
      (await callOp(parcelOps.tabCounts, { query: { communityID, ...filter }, signal })).data,
  });

export const useTabCounts = (filter: ParcelFilter) =>
  useQuery({ ...tabCountsQuery(useCommunityID(), filter), placeholderData: keepPreviousData });
