import type { IssueReaction } from '@cc/contracts/issuetracking';
import { issueOps } from '@cc/contracts/issuetracking-ops';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callOp } from '../../../../shared/api/api-client';
import { useCommunityID } from '../../../../shared/session/use-community';
import { issuetrackingKeys } from '../../api/issue-keys';

export const taskDetailQuery = (communityID: string, taskID: string) =>
  queryOptions({
    queryKey: issuetrackingKeys.task(communityID, taskID),
    queryFn: async ({ signal }) =>
      (await callOp(issueOps.task.detail, { query: { communityID, taskID }, signal })).data,
    enabled: !!taskID,
  });

export const useTaskDetail = (taskID: string) => useQuery(taskDetailQuery(useCommunityID(), taskID));

/** Keyset pages of a task's comments, oldest first. */
export const commentsQuery = (communityID: string, taskID: string) =>
  infiniteQueryOptions({
    queryKey: issuetrackingKeys.comments(communityID, taskID),
    queryFn: async ({ pageParam, signal }) =>
      await callOp(issueOps.comment.list, {
        query: { communityID, taskID, lastKey: pageParam, limit: 30 },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.lastKey ?? undefined,
  });

export const useComments = (taskID: string) => useInfiniteQuery(commentsQuery(useCommunityID(), taskID));

export const activityQuery = (communityID: string, taskID: string) =>
  infiniteQueryOptions({
    queryKey: issuetrackingKeys.activity(communityID, taskID),
    queryFn: async ({ pageParam, signal }) =>
      await callOp(issueOps.comment.activity, {
        query: { communityID, taskID, lastKey: pageParam, limit: 50 },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.lastKey ?? undefined,
  });

export const useActivity = (taskID: string) => useInfiniteQuery(activityQuery(useCommunityID(), taskID));

/** Who reacted to a task or a comment (the list behind a reaction's count). */
export type ReactionTarget = { taskID: string } | { commentID: string };

export function useReactedBy(target: ReactionTarget | null, emoji?: IssueReaction) {
  const communityID = useCommunityID();
  const id = target ? ('taskID' in target ? target.taskID : target.commentID) : '';
  return useQuery({
    queryKey: [...issuetrackingKeys.all(communityID), 'reacted', id, emoji ?? 'all'],
    enabled: !!target,
    queryFn: async ({ signal }) => {
      if (target && 'taskID' in target)
        return (
          await callOp(issueOps.comment.taskReactionUsers, {
            query: { communityID, taskID: target.taskID, emoji },
            signal,
          })
        ).items;
      return (
        await callOp(issueOps.comment.commentReactionUsers, {
          query: { communityID, commentID: (target as { commentID: string }).commentID, emoji },
          signal,
        })
      ).items;
    },
  });
}
