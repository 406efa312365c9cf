import { parcelOps } from '@cc/contracts/parcel-ops';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { useCommunityID } from '../../../shared/session/use-community';
import { parcelKey } from './parcel-keys';

/** The dashboard card is "live": it polls while shown and refreshes when the tab regains focus. */
const LIVE_MS = 30_000;

export const summaryQuery = (communityID: string) =>
  queryOptions({
    queryKey: [...parcelKey(communityID), 'summary'],
    queryFn: async ({ signal }) => (await callOp(parcelOps.summary, { query: { communityID }, signal })).data,
    refetchInterval: LIVE_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });

export const useParcelSummary = () => useQuery(summaryQuery(useCommunityID()));

export const deskSummaryQuery = (communityID: string) =>
  queryOptions({
    queryKey: [...parcelKey(communityID), 'desk-summary'],
    queryFn: async ({ signal }) =>
      (await callOp(parcelOps.deskSummary, { query: { communityID }, signal })).data,
    refetchOnWindowFocus: true,
  });

export const useDeskSummary = () => useQuery(deskSummaryQuery(useCommunityID()));
