import { TASK_ATTACHMENTS_MAX } from '@cc/contracts/issuetracking';
import { issueOps } from '@cc/contracts/issuetracking-ops';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { closeTask } from './close-task';
import { createTask } from './create-task';
import { atOffice } from './issue-work';
import { moveTask } from './move-task';
import { recallTask } from './recall-task';
import { groupBoard } from './task-board';
import { taskDetail } from './task-detail';
import { withTaskFiles } from './task-files';
import { readTaskForm, type TaskUpload } from './task-form';
import { listClosed, listCurrent, listMine } from './task-list-queries';
import { changeTask } from './task-live';
import { updateTask } from './update-task';
import { findVisibleTask } from './visibility-queries';

const TAGS = ['issuetracking'];
const ops = issueOps.task;

/** A task's life: made, changed, closed, recalled, moved; and the lists, board and drawer that show it. */
export async function taskRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const uploads = new WeakMap<FastifyRequest, TaskUpload[]>();
  // A form is read only once the caller has passed the guard (communityID in the query).
  const form = (field: string, max: number) => async (request: FastifyRequest) =>
    void uploads.set(request, await readTaskForm(request, field, max));
  const filesOf = (request: FastifyRequest) => uploads.get(request) ?? [];

  r.route({
    ...guardedRoute(s, ops.create, TAGS, form('photos', TASK_ATTACHMENTS_MAX)),
    handler: (request) =>
      withTaskFiles(s, request.scope, request.log, (save) =>
        changeTask(s, request, (w) => createTask(w, request.body, filesOf(request), save)),
      ),
  });
  r.route({
    ...guardedRoute(s, ops.update, TAGS),
    handler: (request) => changeTask(s, request, (w) => updateTask(w, request.body)),
  });
  r.route({
    ...guardedRoute(s, ops.close, TAGS, form('photo', 1)),
    handler: (request) =>
      withTaskFiles(s, request.scope, request.log, (save) =>
        changeTask(s, request, (w) => closeTask(w, request.body, filesOf(request)[0], save)),
      ),
  });
  r.route({
    ...guardedRoute(s, ops.recall, TAGS),
    handler: (request) => changeTask(s, request, (w) => recallTask(w, request.body)),
  });
  r.route({
    ...guardedRoute(s, ops.move, TAGS),
    handler: (request) => changeTask(s, request, (w) => moveTask(w, request.body)),
  });
  r.route({
    ...guardedRoute(s, ops.list, TAGS),
    handler: (request) => atOffice(request, (w) => listCurrent(w, request.query)),
  });
  r.route({
    ...guardedRoute(s, ops.closedList, TAGS),
    handler: (request) => atOffice(request, (w) => listClosed(w, request.query)),
  });
  r.route({
    ...guardedRoute(s, ops.my, TAGS),
    handler: (request) => atOffice(request, (w) => listMine(w, request.query)),
  });
  r.route({
    ...guardedRoute(s, ops.board, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: await atOffice(request, (w) => groupBoard(w, request.query.groupID)),
    }),
  });
  r.route({
    ...guardedRoute(s, ops.detail, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: await atOffice(request, async (w) =>
        taskDetail(w, await findVisibleTask(w.tx, w.scope, w, request.query.taskID)),
      ),
    }),
  });
}
