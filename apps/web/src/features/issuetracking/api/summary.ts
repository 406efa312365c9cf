import { issueOps } from '@cc/contracts/issuetracking-ops';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { useCommunityID } from '../../../shared/session/use-community';
import { issuetrackingKeys } from './issue-keys';

/** The card polls while shown (a missed live event heals) and refreshes on focus. */
const LIVE_MS = 60_000;

export const summaryQuery = (communityID: string) =>
  queryOptions({
    queryKey: issuetrackingKeys.summary(communityID),
    queryFn: async ({ signal }) =>
      (await callOp(issueOps.report.summary, { query: { communityID }, signal })).data,
    refetchInterval: LIVE_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });

export const useIssueSummary = () => useQuery(summaryQuery(useCommunityID()));
