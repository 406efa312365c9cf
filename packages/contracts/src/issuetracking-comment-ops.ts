import { z } from 'zod';
import { guardedOperation } from './access';
import { dataEnvelope, itemsEnvelope, okSchema } from './envelope';
import {
  activitySchema,
  attachmentSchema,
  COMMENT_MAX,
  commentSchema,
  ISSUE_REACTIONS,
  issueIdSchema,
  personSchema,
  reactionCountSchema,
} from './issuetracking';
import { q, reader, taskRef, worker } from './issuetracking-op-parts';
import { lastKeySchema, limitSchema } from './paging';

/** Talking about a task: comments, reactions, attachments, watching, reading, its activity. */

const commentText = z
  .string()
  .transform((s) => s.trim().normalize('NFC'))
  .pipe(z.string().max(COMMENT_MAX, `A comment must be at most ${COMMENT_MAX} characters`));
const commentRef = q({ commentID: issueIdSchema('commentID') });
const reactedBy = itemsEnvelope(
  z.object({ emoji: z.enum(ISSUE_REACTIONS), person: personSchema, at: z.string() }),
);

export const issueCommentOps = {
  comment: guardedOperation({
    method: 'POST',
    path: '/api/issuetracking/comment',
    summary:
      'Comment on a task: up to 2,000 characters, @mentions (user IDs), and, multipart, up to 5 `photos` ' +
      '(then communityID goes in the query). Text or a photo is required',
    access: reader,
    body: taskRef.extend({
      text: commentText.default(''),
      mentionIDs: z.array(z.uuid('mention is not valid')).max(20).default([]),
    }),
    response: dataEnvelope(commentSchema),
  }),
  update: guardedOperation({
    method: 'POST',
    path: '/api/issuetracking/comment/update',
    summary: 'Edit your own comment within 15 minutes; the earlier text is kept',
    access: reader,
    body: commentRef.extend({ text: commentText.pipe(z.string().min(1, 'Text is required')) }),
    response: dataEnvelope(commentSchema),
  }),
  remove: guardedOperation({
    method: 'POST',
    path: '/api/issuetracking/comment/delete',
    summary: 'Delete your own comment (or, as a moderator, anyone\u2019s); a placeholder stays in the list',
    access: reader,
    body: commentRef,
    response: okSchema,
  }),
  list: guardedOperation({
    method: 'GET',
    path: '/api/issuetracking/comment/list',
    summary: "A task's comments, oldest first; keyset paging",
    access: reader,
    query: taskRef.extend({ lastKey: lastKeySchema, limit: limitSchema }),
    response: itemsEnvelope(commentSchema),
  }),
  commentReaction: guardedOperation({
    method: 'POST',
    path: '/api/issuetracking/comment/reaction',
    summary: 'Toggle one of the six reactions on a comment',
    access: reader,
    body: commentRef.extend({ emoji: z.enum(ISSUE_REACTIONS) }),
    response: dataEnvelope(z.array(reactionCountSchema)),
  }),
  commentReactionUsers: guardedOperation({
    method: 'GET',
    path: '/api/issuetracking/comment/reaction/user/list',
    summary: 'Who reacted to a comment, and with what',
    access: reader,
    query: commentRef.extend({ emoji: z.enum(ISSUE_REACTIONS).optional() }),
    response: reactedBy,
  }),
  taskReaction: guardedOperation({
    method: 'POST',
    path: '/api/issuetracking/task/reaction',
    summary: 'Toggle one of the six reactions on a task',
    access: reader,
    body: taskRef.extend({ emoji: z.enum(ISSUE_REACTIONS) }),
    response: dataEnvelope(z.array(reactionCountSchema)),
  }),
  taskReactionUsers: guardedOperation({
    method: 'GET',
    path: '/api/issuetracking/task/reaction/user/list',
    summary: 'Who reacted to a task, and with what',
    access: reader,
    query: taskRef.extend({ emoji: z.enum(ISSUE_REACTIONS).optional() }),
    response: reactedBy,
  }),
  attach: guardedOperation({
    method: 'POST',
    path: '/api/issuetracking/task/attachment',
    summary:
      'Multipart `files`: photos (JPEG, PNG, WebP) or PDFs, type read from the bytes; at most 10 on a task. ' +
      'communityID and taskID go in the query',
    access: worker,
    query: taskRef,
    response: itemsEnvelope(attachmentSchema),
  }),
  detach: guardedOperation({
    method: 'POST',
    path: '/api/issuetracking/task/attachment/remove',
    summary: 'Remove an attachment from a current task (the record stays in its activity)',
    access: worker,
    body: taskRef.extend({ attachmentID: issueIdSchema('attachmentID') }),
    response: okSchema,
  }),
  activity: guardedOperation({
    method: 'GET',
    path: '/api/issuetracking/task/activity',
    summary: 'What happened to a task, oldest first; keyset paging',
    access: reader,
    query: taskRef.extend({ lastKey: lastKeySchema, limit: limitSchema }),
    response: itemsEnvelope(activitySchema),
  }),
  watch: guardedOperation({
    method: 'POST',
    path: '/api/issuetracking/task/watch',
    summary: 'Start or stop watching a task (comments on it then notify you)',
    access: reader,
    body: taskRef.extend({ watching: z.boolean() }),
    response: dataEnvelope(z.object({ watching: z.boolean() })),
  }),
  read: guardedOperation({
    method: 'POST',
    path: '/api/issuetracking/task/read',
    summary: 'Mark a task read by the caller (clears its unread dot)',
    access: reader,
    body: taskRef,
    response: okSchema,
  }),
  readAll: guardedOperation({
    method: 'POST',
    path: '/api/issuetracking/task/read/all',
    summary: 'Mark every task the caller can see read (optionally of one group)',
    access: reader,
    body: q({ groupID: issueIdSchema('groupID').optional() }),
    response: dataEnvelope(z.object({ marked: z.number().int() })),
  }),
} as const;
