import { issueOps } from '@cc/contracts/issuetracking-ops';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { communityKey } from '../../../shared/api/query-keys';
import { useCommunityID } from '../../../shared/session/use-community';

/** The area's keys (convention in shared/api/query-keys). */
export const issuetrackingKeys = {
  all: (communityID: string) => communityKey('issuetracking', communityID),
  current: (communityID: string) => [...issuetrackingKeys.all(communityID), 'current'] as const,
};

export const currentTasksQuery = (communityID: string) =>
  queryOptions({
    queryKey: issuetrackingKeys.current(communityID),
    queryFn: async () => (await callOp(issueOps.task.list, { query: { communityID } })).items,
  });

export const useCurrentTasks = () => useQuery(currentTasksQuery(useCommunityID()));
