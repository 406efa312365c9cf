import type { IssueReaction } from '@cc/contracts/issuetracking';
import { issueOps } from '@cc/contracts/issuetracking-ops';
import { callOp } from '../../../../shared/api/api-client';
import { useIssueMutation } from './task-mutations';

export interface NewComment {
  taskID: string;
  text: string;
  mentionIDs: string[];
  photos: File[];
}

/** JSON without photos; multipart with them (communityID in the query, a list one field per entry). */
function commentRequest(communityID: string, { photos, ...fields }: NewComment) {
  if (!photos.length) return { body: { communityID, ...fields } };
  const form = new FormData();
  form.append('taskID', fields.taskID);
  form.append('text', fields.text);
  for (const id of fields.mentionIDs) form.append('mentionIDs', id);
  for (const photo of photos) form.append('photos', photo);
  return { query: { communityID }, body: form };
}

export const usePostComment = () =>
  useIssueMutation(
    async (communityID, c: NewComment) =>
      (await callOp(issueOps.comment.comment, commentRequest(communityID, c))).data,
  );

export const useEditComment = () =>
  useIssueMutation(
    async (communityID, f: { commentID: string; text: string }) =>
      (await callOp(issueOps.comment.update, { body: { communityID, ...f } })).data,
  );

export const useDeleteComment = () =>
  useIssueMutation(
    async (communityID, commentID: string) =>
      await callOp(issueOps.comment.remove, { body: { communityID, commentID } }),
  );

export const useCommentReaction = () =>
  useIssueMutation(
    async (communityID, f: { commentID: string; emoji: IssueReaction }) =>
      (await callOp(issueOps.comment.commentReaction, { body: { communityID, ...f } })).data,
  );
