import type { IssueStage, IssueTask } from '@cc/contracts/issuetracking';
import { issueOps } from '@cc/contracts/issuetracking-ops';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOp } from '../../../../shared/api/api-client';
import { useCommunityID } from '../../../../shared/session/use-community';
import { issuetrackingKeys } from '../../api/issue-keys';

export interface BoardColumn {
  stage: IssueStage;
  tasks: IssueTask[];
  total: number;
}
export interface BoardData {
  columns: BoardColumn[];
}

export const boardQuery = (communityID: string, groupID: string) =>
  queryOptions({
    queryKey: issuetrackingKeys.board(communityID, groupID),
    queryFn: async ({ signal }): Promise<BoardData> =>
      (await callOp(issueOps.task.board, { query: { communityID, groupID }, signal })).data,
    enabled: !!groupID,
  });

export const useBoard = (groupID: string) => useQuery(boardQuery(useCommunityID(), groupID));

/** The groups the caller may see (the same key and shape as the office's pages keep them under). */
export const groupsQuery = (communityID: string) =>
  queryOptions({
    // The key and answer the office's pages use for the live groups, so both share one cache entry.
    queryKey: [...issuetrackingKeys.groups(communityID), 'live'],
    queryFn: async ({ signal }) =>
      (await callOp(issueOps.group.list, { query: { communityID, archived: 'false' }, signal })).items,
  });

export const useGroups = () => useQuery(groupsQuery(useCommunityID()));

/** Who a task may be assigned to and who may be @mentioned: staff and committee. */
export const assigneesQuery = (communityID: string) =>
  queryOptions({
    queryKey: issuetrackingKeys.assignees(communityID),
    queryFn: async ({ signal }) =>
      (await callOp(issueOps.report.assignees, { query: { communityID }, signal })).items,
    staleTime: 60_000,
  });

export const useAssignees = () => useQuery(assigneesQuery(useCommunityID()));
