import type { ParcelStatus } from '@cc/contracts/parcel';
import { parcelOps } from '@cc/contracts/parcel-ops';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { useCommunityID } from '../../../shared/session/use-community';
import { PAGE_SIZE, parcelKey } from './parcel-keys';

/** The API needs at least two characters; shorter text does not search. */
export const MIN_SEARCH = 2;

export const searchQuery = (communityID: string, q: string, status?: ParcelStatus) =>
  infiniteQueryOptions({
    queryKey: [...parcelKey(communityID), 'search', q, status],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callOp(parcelOps.search, {
        query: { communityID, q, status, lastKey: pageParam, limit: PAGE_SIZE },
        signal,
      }),
    getNextPageParam: (last) => last.lastKey ?? undefined,
    enabled: q.trim().length >= MIN_SEARCH,
  });

export const useParcelSearch = (q: string, status?: ParcelStatus) =>
  useInfiniteQuery(searchQuery(useCommunityID(), q, status));

/** The desk's scan box: a slip's QR (#no), a tracking number or a unit; waiting parcels first. */
export const scanParcels = async (communityID: string, q: string) =>
  (await callOp(parcelOps.searchMobile, { query: { communityID, q } })).items;
