import type { IssuePriority, IssueReaction } from '@cc/contracts/issuetracking';
import { issueOps } from '@cc/contracts/issuetracking-ops';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOp } from '../../../../shared/api/api-client';
import { useCommunityID } from '../../../../shared/session/use-community';
import { issuetrackingKeys } from '../../api/issue-keys';

/**
 * A task change answers the task, but it also moves counts, lists and the board: every
 * issue-tracking query of the community is read again after it. The dialog that made the change
 * closes on the server's answer, not after that re-read: live change events cancel and restart the
 * same refetches, and a busy console kept its dialog spinning (and its overlay catching clicks)
 * until they settled.
 */
export function useIssueMutation<T, R>(fn: (communityID: string, input: T) => Promise<R>) {
  const communityID = useCommunityID();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => fn(communityID, input),
    onSettled: () => void client.invalidateQueries({ queryKey: issuetrackingKeys.all(communityID) }),
  });
}

export interface NewTask {
  groupID: string;
  title: string;
  text: string;
  assigneeIDs: string[];
  priority: IssuePriority;
  /** null: the server sets it from the priority's SLA. */
  dueAt: string | null;
  labels: string[];
  photos: File[];
}

/**
 * JSON without photos; multipart with them (communityID in the query, where the guard reads it
 * before the upload; a list is one field per entry).
 */
function createRequest(communityID: string, { photos, dueAt, ...fields }: NewTask) {
  const body = { ...fields, ...(dueAt ? { dueAt } : {}) };
  if (!photos.length) return { body: { communityID, ...body } };
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (Array.isArray(value)) for (const v of value) form.append(key, v);
    else form.append(key, String(value));
  }
  for (const photo of photos) form.append('photos', photo);
  return { query: { communityID }, body: form };
}

export const useCreateTask = () =>
  useIssueMutation(
    async (communityID, task: NewTask) =>
      (await callOp(issueOps.task.create, createRequest(communityID, task))).data,
  );

export interface TaskChange {
  taskID: string;
  version: number;
  title?: string;
  text?: string;
  assigneeIDs?: string[];
  priority?: IssuePriority;
  dueAt?: string | null;
  labels?: string[];
  stage?: 'TODO' | 'DOING' | 'WAITING';
  position?: number;
}

export const useUpdateTask = () =>
  useIssueMutation(
    async (communityID, change: TaskChange) =>
      (await callOp(issueOps.task.update, { body: { communityID, ...change } })).data,
  );

export const useCloseTask = () =>
  useIssueMutation(
    async (
      communityID,
      { photo, ...f }: { taskID: string; version: number; note: string; photo: File | null },
    ) => {
      if (!photo) return (await callOp(issueOps.task.close, { body: { communityID, ...f } })).data;
      const form = new FormData();
      form.append('taskID', f.taskID);
      form.append('version', String(f.version));
      form.append('note', f.note);
      form.append('photo', photo);
      return (await callOp(issueOps.task.close, { query: { communityID }, body: form })).data;
    },
  );

export const useRecallTask = () =>
  useIssueMutation(
    async (communityID, f: { taskID: string; version: number; reason: string }) =>
      (await callOp(issueOps.task.recall, { body: { communityID, ...f } })).data,
  );

export const useMoveTask = () =>
  useIssueMutation(
    async (communityID, f: { taskID: string; version: number; groupID: string }) =>
      (await callOp(issueOps.task.move, { body: { communityID, ...f } })).data,
  );

export const useAttachFiles = () =>
  useIssueMutation(async (communityID, { taskID, files }: { taskID: string; files: File[] }) => {
    const form = new FormData();
    for (const file of files) form.append('files', file);
    return (await callOp(issueOps.comment.attach, { query: { communityID, taskID }, body: form })).items;
  });

export const useDetachFile = () =>
  useIssueMutation(
    async (communityID, f: { taskID: string; attachmentID: string }) =>
      await callOp(issueOps.comment.detach, { body: { communityID, ...f } }),
  );

export const useWatchTask = () =>
  useIssueMutation(
    async (communityID, f: { taskID: string; watching: boolean }) =>
      (await callOp(issueOps.comment.watch, { body: { communityID, ...f } })).data,
  );

export const useTaskReaction = () =>
  useIssueMutation(
    async (communityID, f: { taskID: string; emoji: IssueReaction }) =>
      (await callOp(issueOps.comment.taskReaction, { body: { communityID, ...f } })).data,
  );

/** Opening a task marks it read for the caller: its unread dot goes on the board and the lists. */
export const useMarkRead = () =>
  useIssueMutation(
    async (communityID, taskID: string) =>
      await callOp(issueOps.comment.read, { body: { communityID, taskID } }),
  );
