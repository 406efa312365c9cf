import { TASK_ATTACHMENTS_MAX } from '@cc/contracts/issuetracking';
import { issueOps } from '@cc/contracts/issuetracking-ops';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAX_PDF_BYTES } from '../../platform/files/file-storage';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { taskActivity } from './activity';
import { attachFiles, detachFile } from './attachments';
import { publishTaskChanged } from './comment-notices';
import { readersOfGroupId } from './group-reader-queries';
import { atOffice } from './issue-work';
import { badRequest } from './refusals';
import { searchTasks } from './task-search';
import { withSavedFiles } from './upload-files';
import { readUploadForm, type Upload } from './upload-form';
import { readAll, readTask, watchTask } from './watch-read';

const TAGS = ['issuetracking'];
const ops = issueOps.comment;

/** A task's attachments, activity, watching and reading, and the search across tasks. */
export async function taskTalkRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const uploads = new WeakMap<FastifyRequest, Upload[]>();

  // Read after the access hooks, so a caller without the permission never has a file parsed.
  // The limit here is the largest kind's (PDF); attachmentType holds each kind to its own.
  const readFiles = async (request: FastifyRequest) => {
    if (!request.isMultipart()) throw badRequest('FST_INVALID_MULTIPART_CONTENT_TYPE');
    uploads.set(
      request,
      await readUploadForm(request, {
        field: 'files',
        max: TASK_ATTACHMENTS_MAX,
        maxBytes: MAX_PDF_BYTES,
        tooMany: () => badRequest('ISSUE_ATTACHMENT_LIMIT', { max: TASK_ATTACHMENTS_MAX }),
      }),
    );
  };

  r.route({
    ...guardedRoute(s, ops.attach, TAGS, readFiles),
    handler: async (request) => {
      const files = uploads.get(request) ?? [];
      const done = await withSavedFiles(s, request.scope, request.log, (save) =>
        atOffice(request, async (w) => {
          const { task, items } = await attachFiles(w, request.query.taskID, files, save);
          return { task, items, seen: await readersOfGroupId(w.tx, w.scope, task.groupId) };
        }),
      );
      await publishTaskChanged(s, request.log, request.community.id, done.seen, done.task);
      return { isSuccess: true as const, items: done.items };
    },
  });

  r.route({
    ...guardedRoute(s, ops.detach, TAGS),
    handler: async (request) => {
      const done = await atOffice(request, async (w) => {
        const task = await detachFile(w, request.body.taskID, request.body.attachmentID);
        return { task, seen: await readersOfGroupId(w.tx, w.scope, task.groupId) };
      });
      await publishTaskChanged(s, request.log, request.community.id, done.seen, done.task);
      return { isSuccess: true as const };
    },
  });

  r.route({
    ...guardedRoute(s, ops.activity, TAGS),
    handler: (request) => atOffice(request, (w) => taskActivity(w, request.query.taskID, request.query)),
  });

  r.route({
    ...guardedRoute(s, ops.watch, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: await atOffice(request, (w) => watchTask(w, request.body.taskID, request.body.watching)),
    }),
  });

  r.route({
    ...guardedRoute(s, ops.read, TAGS),
    handler: async (request) => {
      await atOffice(request, (w) => readTask(w, request.body.taskID));
      return { isSuccess: true as const };
    },
  });

  r.route({
    ...guardedRoute(s, ops.readAll, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: await atOffice(request, (w) => readAll(w, request.body.groupID)),
    }),
  });

  r.route({
    ...guardedRoute(s, issueOps.task.search, TAGS),
    handler: (request) => atOffice(request, (w) => searchTasks(w, request.query)),
  });
}
