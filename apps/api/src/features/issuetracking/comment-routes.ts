import { COMMENT_PHOTOS_MAX } from '@cc/contracts/issuetracking';
import { issueOps } from '@cc/contracts/issuetracking-ops';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAX_IMAGE_BYTES } from '../../platform/files/file-storage';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { notifyComment, publishTaskChanged } from './comment-notices';
import { listComments } from './comment-queries';
import { deleteComment, editComment, postComment } from './comments';
import { readersOfGroupId } from './group-reader-queries';
import { atOffice, type IssueWork } from './issue-work';
import {
  commentReactedBy,
  type Toggled,
  taskReactedBy,
  toggleCommentReaction,
  toggleTaskReaction,
} from './reactions';
import { badRequest } from './refusals';
import { taskTalkRoutes } from './task-talk-routes';
import { withSavedFiles } from './upload-files';
import { readUploadForm, type Upload } from './upload-form';

const TAGS = ['issuetracking'];
const ops = issueOps.comment;

/**
 * Talking about a task: its comments and reactions here; attachments, activity, watching,
 * reading and search in task-talk-routes.ts. Every change is told live to the consoles of
 * the people who can see the task's group.
 */
export async function commentRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const photos = new WeakMap<FastifyRequest, Upload[]>();
  const readers = (w: IssueWork, groupId: string) => readersOfGroupId(w.tx, w.scope, groupId);
  const live = (request: FastifyRequest, seen: string[], task: { id: string; groupId: string }) =>
    publishTaskChanged(s, request.log, request.community.id, seen, task);

  const reacted = async (request: FastifyRequest, toggle: (w: IssueWork) => Promise<Toggled>) => {
    const done = await atOffice(request, async (w) => {
      const toggled = await toggle(w);
      return { ...toggled, seen: await readers(w, toggled.groupId) };
    });
    await live(request, done.seen, { id: done.taskId, groupId: done.groupId });
    return { isSuccess: true as const, data: done.counts };
  };

  // A form is read only once the caller has passed the guard (communityID in the query).
  const readPhotos = async (request: FastifyRequest) => {
    if (!request.isMultipart()) return;
    photos.set(
      request,
      await readUploadForm(request, {
        field: 'photos',
        max: COMMENT_PHOTOS_MAX,
        maxBytes: MAX_IMAGE_BYTES,
        tooMany: () => badRequest('ISSUE_COMMENT_PHOTO_LIMIT', { max: COMMENT_PHOTOS_MAX }),
      }),
    );
  };

  r.route({
    ...guardedRoute(s, ops.comment, TAGS, readPhotos),
    handler: async (request) => {
      const uploads = photos.get(request) ?? [];
      const { comment, notice } = await withSavedFiles(s, request.scope, request.log, (save) =>
        atOffice(request, (w) => postComment(w, request.body, uploads, save)),
      );
      const { task } = notice;
      await notifyComment(s, request.log, request.community.id, {
        task,
        author: comment.author?.name ?? '',
        text: comment.text,
        photos: comment.photos.length,
        mentioned: notice.mentioned,
        watchers: notice.watchers,
      });
      await live(request, notice.readers, task);
      return { isSuccess: true as const, data: comment };
    },
  });

  r.route({
    ...guardedRoute(s, ops.update, TAGS),
    handler: async (request) => {
      const { commentID, text } = request.body;
      const done = await atOffice(request, async (w) => {
        const edited = await editComment(w, commentID, text);
        return { ...edited, seen: await readers(w, edited.groupId) };
      });
      await live(request, done.seen, { id: done.comment.taskID, groupId: done.groupId });
      return { isSuccess: true as const, data: done.comment };
    },
  });

  r.route({
    ...guardedRoute(s, ops.remove, TAGS),
    handler: async (request) => {
      const done = await atOffice(request, async (w) => {
        const gone = await deleteComment(w, request.body.commentID);
        return { ...gone, seen: await readers(w, gone.groupId) };
      });
      await live(request, done.seen, { id: done.taskId, groupId: done.groupId });
      return { isSuccess: true as const };
    },
  });

  r.route({
    ...guardedRoute(s, ops.list, TAGS),
    handler: (request) => atOffice(request, (w) => listComments(w, request.query.taskID, request.query)),
  });

  r.route({
    ...guardedRoute(s, ops.commentReaction, TAGS),
    handler: (request) =>
      reacted(request, (w) => toggleCommentReaction(w, request.body.commentID, request.body.emoji)),
  });

  r.route({
    ...guardedRoute(s, ops.commentReactionUsers, TAGS),
    handler: (request) =>
      atOffice(request, (w) => commentReactedBy(w, request.query.commentID, request.query.emoji)),
  });

  r.route({
    ...guardedRoute(s, ops.taskReaction, TAGS),
    handler: (request) =>
      reacted(request, (w) => toggleTaskReaction(w, request.body.taskID, request.body.emoji)),
  });

  r.route({
    ...guardedRoute(s, ops.taskReactionUsers, TAGS),
    handler: (request) =>
      atOffice(request, (w) => taskReactedBy(w, request.query.taskID, request.query.emoji)),
  });

  await taskTalkRoutes(app, s);
}
