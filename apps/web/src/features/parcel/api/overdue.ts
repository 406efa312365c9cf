import { parcelOps } from '@cc/contracts/parcel-ops';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { useCommunityID } from '../../../shared/session/use-community';
import { PAGE_SIZE, parcelKey } from './parcel-keys';

export const overdueQuery = (communityID: string, filter: { buildingID?: string; unitID?: string }) =>
  infiniteQueryOptions({
    queryKey: [...parcelKey(communityID), 'overdue', filter],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callOp(parcelOps.overdue, {
        query: { communityID, ...filter, lastKey: pageParam, limit: PAGE_SIZE },
        signal,
      }),
    getNextPageParam: (last) => last.lastKey ?? undefined,
  });

export const useOverdue = (filter: { buildingID?: string; unitID?: string }) =>
  useInfiniteQuery(overdueQuery(useCommunityID(), filter));

/** Residents' requests to keep a parcel longer (they take effect at once; the desk sees them). */
export const overtimeListQuery = (communityID: string) =>
  infiniteQueryOptions({
    queryKey: [...parcelKey(communityID), 'overtime'],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callOp(parcelOps.overtimeList, {
        query: { communityID, lastKey: pageParam, limit: PAGE_SIZE },
        signal,
      }),
    getNextPageParam: (last) => last.lastKey ?? undefined,
  });

export const useOvertimeRequests = () => useInfiniteQuery(overtimeListQuery(useCommunityID()));
