import type { ParcelAction } from '@cc/contracts/parcel';
import { parcelOps } from '@cc/contracts/parcel-ops';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { useCommunityID } from '../../../shared/session/use-community';
import { PAGE_SIZE, parcelKey } from './parcel-keys';

export const parcelActivityQuery = (communityID: string, parcelID: string) =>
  queryOptions({
    queryKey: [...parcelKey(communityID), 'activity', parcelID],
    queryFn: async ({ signal }) =>
      (await callOp(parcelOps.activity, { query: { communityID, parcelID }, signal })).items,
  });

export const useParcelActivity = (parcelID: string) =>
  useQuery(parcelActivityQuery(useCommunityID(), parcelID));

export interface ActivityFilter {
  from?: string;
  to?: string;
  action?: ParcelAction;
}

export const activityLogQuery = (communityID: string, filter: ActivityFilter) =>
  infiniteQueryOptions({
    queryKey: [...parcelKey(communityID), 'activity-log', filter],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callOp(parcelOps.activityLog, {
        query: { communityID, ...filter, lastKey: pageParam, limit: PAGE_SIZE },
        signal,
      }),
    getNextPageParam: (last) => last.lastKey ?? undefined,
  });

export const useActivityLog = (filter: ActivityFilter) =>
  useInfiniteQuery(activityLogQuery(useCommunityID(), filter));
