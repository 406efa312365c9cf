import { z } from 'zod';
import { guardedOperation } from './access';
import { dataEnvelope } from './envelope';
import { ISSUE_STAGES, taskSchema } from './issuetracking';
import {
  boardQuerySchema,
  closedFilterSchema,
  closeTaskSchema,
  createTaskSchema,
  moveTaskSchema,
  recallTaskSchema,
  searchTaskSchema,
  taskFilterSchema,
  updateTaskSchema,
} from './issuetracking-inputs';
import {
  manager,
  pagedWithTotal,
  q,
  reader,
  taskData,
  taskDetailData,
  taskItems,
  taskRef,
  worker,
} from './issuetracking-op-parts';
import { lastKeySchema, limitSchema } from './paging';

/** A task's life: made, changed and dragged, closed, recalled, moved; and the lists that show it. */
export const issueTaskOps = {
  create: guardedOperation({
    method: 'POST',
    path: '/api/issuetracking/task',
    summary:
      'Make a task with the next running number (T-000123); due defaults to the SLA of its priority. ' +
      'JSON, or multipart with `photos` (then communityID goes in the query and the fields are form fields)',
    access: worker,
    body: createTaskSchema,
    response: taskData,
  }),
  update: guardedOperation({
    method: 'POST',
    path: '/api/issuetracking/task/update',
    summary: "Change a current task's fields, stage or place, carrying the version it read (409 if stale)",
    access: worker,
    body: updateTaskSchema,
    response: taskData,
  }),
  list: guardedOperation({
    method: 'GET',
    path: '/api/issuetracking/task/list',
    summary: 'Current tasks, most recent activity first; filters; keyset paging; the total on the first page',
    access: reader,
    query: taskFilterSchema,
    response: pagedWithTotal,
  }),
  board: guardedOperation({
    method: 'GET',
    path: '/api/issuetracking/task/board',
    summary: "A group's board: its current tasks by column and position, and the latest closed ones",
    access: reader,
    query: boardQuerySchema,
    response: dataEnvelope(
      z.object({
        columns: z.array(
          z.object({ stage: z.enum(ISSUE_STAGES), tasks: z.array(taskSchema), total: z.number().int() }),
        ),
      }),
    ),
  }),
  my: guardedOperation({
    method: 'GET',
    path: '/api/issuetracking/task/my',
    summary: "The caller's current tasks: assigned or watched (the staff app's list)",
    access: reader,
    query: q({ lastKey: lastKeySchema, limit: limitSchema }),
    response: taskItems,
  }),
  detail: guardedOperation({
    method: 'GET',
    path: '/api/issuetracking/task/detail',
    summary: 'One task with its text, attachments, reactions and watchers',
    access: reader,
    query: taskRef,
    response: taskDetailData,
  }),
  close: guardedOperation({
    method: 'POST',
    path: '/api/issuetracking/task/close',
    summary: 'Close a current task with a note (and, multipart, a `photo`); records who and when',
    access: worker,
    body: closeTaskSchema,
    response: taskData,
  }),
  closedList: guardedOperation({
    method: 'GET',
    path: '/api/issuetracking/task/close/list',
    summary: 'Closed tasks, latest closed first; keyset paging; the total on the first page',
    access: reader,
    query: closedFilterSchema,
    response: pagedWithTotal,
  }),
  recall: guardedOperation({
    method: 'POST',
    path: '/api/issuetracking/task/recall',
    summary: 'Reopen a closed task with a reason (counted on the task)',
    access: manager,
    body: recallTaskSchema,
    response: taskData,
  }),
  move: guardedOperation({
    method: 'POST',
    path: '/api/issuetracking/task/move',
    summary: 'Move a current task to another group (and place); the move is kept in its activity',
    access: worker,
    body: moveTaskSchema,
    response: taskData,
  }),
  search: guardedOperation({
    method: 'GET',
    path: '/api/issuetracking/task/search',
    summary:
      'Find tasks by number, title, text or comments (Thai substrings); the items and the total found, counted up to 1,000',
    access: reader,
    query: searchTaskSchema,
    response: taskItems.extend({
      /** How many were found, counted up to 1,000. */
      total: z.number().int(),
      /** More were found than `total` (the count stopped at 1,000): "more than 1,000". */
      moreThanTotal: z.boolean(),
    }),
  }),
} as const;
