import type { GROUP_COLORS } from '@cc/contracts/issuetracking';
import { issueOps } from '@cc/contracts/issuetracking-ops';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { useCommunityID } from '../../../shared/session/use-community';
import { issuetrackingKeys } from './issue-keys';

export type GroupColor = (typeof GROUP_COLORS)[number];

export const groupsQuery = (communityID: string, archived = false) =>
  queryOptions({
    queryKey: [...issuetrackingKeys.groups(communityID), archived ? 'archived' : 'live'],
    queryFn: async ({ signal }) =>
      (
        await callOp(issueOps.group.list, {
          query: { communityID, archived: String(archived) },
          signal,
        })
      ).items,
  });

export const useGroups = (archived = false) =>
  useQuery({ ...groupsQuery(useCommunityID(), archived), placeholderData: keepPreviousData });

/** Staff and committee of the community: who may be assigned, and who may join a private group. */
export const assigneesQuery = (communityID: string) =>
  queryOptions({
    queryKey: issuetrackingKeys.assignees(communityID),
    queryFn: async ({ signal }) =>
      (await callOp(issueOps.report.assignees, { query: { communityID }, signal })).items,
    staleTime: 60_000,
  });

export const useAssignees = (enabled = true) => useQuery({ ...assigneesQuery(useCommunityID()), enabled });

/** A group change also moves the cards' counts and the lists' group names: the area refreshes. */
function useGroupMutation<T>(fn: (communityID: string, input: T) => Promise<unknown>) {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => fn(communityID, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: issuetrackingKeys.all(communityID) }),
  });
}

export interface GroupSave {
  groupID?: string;
  name?: string;
  color?: GroupColor;
  position?: number;
  isPrivate?: boolean;
  memberIDs?: string[];
}

/**
 * Creates a group, or changes one; a private group's members are part of the same save (for a
 * change, a second call after the first, as the contract keeps membership its own operation).
 */
export const useSaveGroup = () =>
  useGroupMutation(async (communityID, { groupID, memberIDs, ...f }: GroupSave) => {
    if (!groupID)
      return callOp(issueOps.group.create, { body: { communityID, ...f, memberIDs: memberIDs ?? [] } });
    await callOp(issueOps.group.update, { body: { communityID, groupID, ...f } });
    if (f.isPrivate && memberIDs)
      await callOp(issueOps.group.setMembers, { body: { communityID, groupID, memberIDs } });
  });

/** New positions after a move: each group whose place changed gets its index. */
export const useReorderGroups = () =>
  useGroupMutation(async (communityID, changes: { groupID: string; position: number }[]) => {
    for (const c of changes) await callOp(issueOps.group.update, { body: { communityID, ...c } });
  });

export const useArchiveGroup = () =>
  useGroupMutation((communityID, groupID: string) =>
    callOp(issueOps.group.archive, { body: { communityID, groupID } }),
  );
