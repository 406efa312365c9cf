import { z } from 'zod';
import { guardedOperation } from './access';
import { dataEnvelope, itemsEnvelope, okSchema } from './envelope';
import { GROUP_COLORS, groupNameSchema, groupSchema, issueIdSchema, personSchema } from './issuetracking';
import { manager, q, reader } from './issuetracking-op-parts';

const groupRef = q({ groupID: issueIdSchema('groupID') });
const memberIds = z.array(z.uuid('userID is not valid')).max(200);

export const issueGroupOps = {
  list: guardedOperation({
    method: 'GET',
    path: '/api/issuetracking/group',
    summary: 'The groups the caller may see, in their order, with current/overdue/closed-this-month counts',
    access: reader,
    query: q({ archived: z.enum(['true', 'false'], 'archived must be true or false').default('false') }),
    response: itemsEnvelope(groupSchema),
  }),
  create: guardedOperation({
    method: 'POST',
    path: '/api/issuetracking/group',
    summary: 'Create a group (name 1 to 20 characters as a person counts them, unique regardless of case)',
    access: manager,
    body: q({
      name: groupNameSchema,
      color: z.enum(GROUP_COLORS).default('blue'),
      isPrivate: z.boolean().default(false),
      memberIDs: memberIds.default([]),
    }),
    response: dataEnvelope(groupSchema),
  }),
  update: guardedOperation({
    method: 'POST',
    path: '/api/issuetracking/group/update',
    summary: 'Rename, recolour, reorder or make a group private/public',
    access: manager,
    body: groupRef.extend({
      name: groupNameSchema.optional(),
      color: z.enum(GROUP_COLORS).optional(),
      position: z.number().int().min(0).max(10000).optional(),
      isPrivate: z.boolean().optional(),
    }),
    response: dataEnvelope(groupSchema),
  }),
  archive: guardedOperation({
    method: 'POST',
    path: '/api/issuetracking/group/archive',
    summary: 'Archive a group; refused while it holds current tasks',
    access: manager,
    body: groupRef,
    response: okSchema,
  }),
  members: guardedOperation({
    method: 'GET',
    path: '/api/issuetracking/group/member',
    summary: "A private group's members",
    access: manager,
    query: groupRef,
    response: itemsEnvelope(personSchema),
  }),
  setMembers: guardedOperation({
    method: 'PUT',
    path: '/api/issuetracking/group/member',
    summary: "Replace a private group's members (staff and committee of the community)",
    access: manager,
    body: groupRef.extend({ memberIDs: memberIds }),
    response: itemsEnvelope(personSchema),
  }),
} as const;
