import { directoryOps } from '@cc/contracts/directory';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { useCommunityID } from '../../../shared/session/use-community';
import { directoryKey } from './directory-keys';

export const summaryQuery = (communityID: string) =>
  queryOptions({
    queryKey: [...directoryKey(communityID), 'summary'],
    queryFn: async () => (await callOp(directoryOps.summary, { query: { communityID } })).data,
  });

export const useDirectorySummary = () => useQuery(summaryQuery(useCommunityID()));
