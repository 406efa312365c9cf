import { z } from 'zod';
import {
  ASSIGNEES_MAX,
  CLOSE_NOTE_MAX,
  CURRENT_STAGES,
  ISSUE_PRIORITIES,
  issueIdSchema,
  LABEL_MAX,
  LABELS_MAX,
  RECALL_REASON_MAX,
  TASK_TEXT_MAX,
  TASK_TITLE_MAX,
} from './issuetracking';
import { q, versioned } from './issuetracking-op-parts';
import { lastKeySchema, limitSchema, searchSchema } from './paging';

/** The request bodies and filters of issue tracking's task operations. */

const text = (max: number, name: string) =>
  z
    .string()
    .transform((s) => s.trim().normalize('NFC'))
    .pipe(z.string().max(max, `${name} must be at most ${max} characters`));
export const taskTitleSchema = z
  .string()
  .transform((s) => s.trim().normalize('NFC'))
  .pipe(
    z
      .string()
      .min(1, 'Title is required')
      .max(TASK_TITLE_MAX, `Title must be at most ${TASK_TITLE_MAX} characters`),
  );
export const labelsSchema = z
  .array(text(LABEL_MAX, 'A label').pipe(z.string().min(1, 'A label may not be empty')))
  .max(LABELS_MAX, `At most ${LABELS_MAX} labels`);
export const assigneesSchema = z
  .array(z.uuid('assignee is not valid'))
  .max(ASSIGNEES_MAX, `At most ${ASSIGNEES_MAX} assignees`);
const when = z.iso.datetime({ offset: true, message: 'dueAt must be a date and time' });

export const createTaskSchema = q({
  groupID: issueIdSchema('groupID'),
  title: taskTitleSchema,
  text: text(TASK_TEXT_MAX, 'Text').default(''),
  assigneeIDs: assigneesSchema.default([]),
  priority: z.enum(ISSUE_PRIORITIES).default('NORMAL'),
  /** Left out: the SLA's working days for the priority, counted from now. */
  dueAt: when.nullable().optional(),
  labels: labelsSchema.default([]),
  stage: z.enum(CURRENT_STAGES).default('TODO'),
  buildingID: z.uuid('buildingID is not valid').nullable().optional(),
  unitID: z.uuid('unitID is not valid').nullable().optional(),
});

export const updateTaskSchema = versioned.extend({
  title: taskTitleSchema.optional(),
  text: text(TASK_TEXT_MAX, 'Text').optional(),
  assigneeIDs: assigneesSchema.optional(),
  priority: z.enum(ISSUE_PRIORITIES).optional(),
  dueAt: when.nullable().optional(),
  labels: labelsSchema.optional(),
  /** A board drag: the new column (current stages only; closing is task/close) and place. */
  stage: z.enum(CURRENT_STAGES).optional(),
  position: z.number().finite().optional(),
  buildingID: z.uuid('buildingID is not valid').nullable().optional(),
  unitID: z.uuid('unitID is not valid').nullable().optional(),
});

export const closeTaskSchema = versioned.extend({ note: text(CLOSE_NOTE_MAX, 'Note').default('') });
export const recallTaskSchema = versioned.extend({
  reason: text(RECALL_REASON_MAX, 'Reason').pipe(z.string().min(1, 'Reason is required')),
});
export const moveTaskSchema = versioned.extend({
  groupID: issueIdSchema('groupID'),
  /** Place in the target group's column; left out: the end. */
  position: z.number().finite().optional(),
});

const bool = (name: string) => z.enum(['true', 'false'], `${name} must be true or false`).optional();
export const taskFilterSchema = q({
  groupID: issueIdSchema('groupID').optional(),
  stage: z.enum(CURRENT_STAGES).optional(),
  assigneeID: z.uuid('assigneeID is not valid').optional(),
  priority: z.enum(ISSUE_PRIORITIES).optional(),
  overdue: bool('overdue'),
  label: z.string().trim().max(LABEL_MAX).optional(),
  buildingID: z.uuid('buildingID is not valid').optional(),
  q: searchSchema,
  lastKey: lastKeySchema,
  limit: limitSchema,
});
export const closedFilterSchema = q({
  groupID: issueIdSchema('groupID').optional(),
  q: searchSchema,
  lastKey: lastKeySchema,
  limit: limitSchema,
});
export const boardQuerySchema = q({ groupID: issueIdSchema('groupID') });
export const searchTaskSchema = q({
  q: z
    .string()
    .trim()
    .min(1, 'Search text is required')
    .max(100, 'The search text must be at most 100 characters'),
  stage: z.enum(['CURRENT', 'CLOSED', 'ALL']).default('ALL'),
  lastKey: lastKeySchema,
  limit: limitSchema,
});
