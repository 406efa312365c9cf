import { issueOps } from '@cc/contracts/issuetracking-ops';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { useCommunityID } from '../../../shared/session/use-community';
import { issuetrackingKeys } from './issue-keys';

export { issuetrackingKeys };

export const currentTasksQuery = (communityID: string) =>
  queryOptions({
    queryKey: issuetrackingKeys.currentTasks(communityID),
    queryFn: async () => (await callOp(issueOps.task.list, { query: { communityID } })).items,
  });

export const useCurrentTasks = () => useQuery(currentTasksQuery(useCommunityID()));
