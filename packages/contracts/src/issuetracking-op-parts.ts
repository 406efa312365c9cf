import { z } from 'zod';
import { allow } from './access';
import { dataEnvelope, itemsEnvelope } from './envelope';
import { issueIdSchema, taskDetailSchema, taskSchema } from './issuetracking';
import { communityIdSchema } from './session';

/**
 * Who does what in issue tracking:
 * - ISSUE_TRACKING:read (committee, PMC, ADMIN): see the groups they may see and their tasks,
 *   comment, react, watch, read the reports.
 * - ISSUE_TRACKING:write (PMC, ADMIN): make, change, assign, move and close tasks; attachments;
 *   import.
 * - ISSUE_TRACKING:approve (PMC, ADMIN): groups and their private members, recall, settings,
 *   removing other people's comments.
 * A private group is invisible to anyone who is neither its member nor an approver.
 */
export const reader = allow.to('ISSUE_TRACKING:read');
export const worker = allow.to('ISSUE_TRACKING:write');
export const manager = allow.to('ISSUE_TRACKING:approve');

/** A query (or body) of this community, with more fields. */
export const q = <S extends z.ZodRawShape = Record<never, never>>(shape?: S) =>
  z.object({ communityID: communityIdSchema }).extend((shape ?? {}) as S);
export const taskRef = q({ taskID: issueIdSchema('taskID') });
/** A change to a task carries the version it read; an older one answers 409. */
export const versioned = q({ taskID: issueIdSchema('taskID'), version: z.number().int().min(1) });
export const taskData = dataEnvelope(taskSchema);
export const taskDetailData = dataEnvelope(taskDetailSchema);
export const taskItems = itemsEnvelope(taskSchema);
/**
 * A list's page and how many tasks its filters match: counted for the first page (no lastKey)
 * and null on the pages after it, whose count would be the first one's again.
 */
export const pagedWithTotal = taskItems.extend({ total: z.number().int().nullable() });
