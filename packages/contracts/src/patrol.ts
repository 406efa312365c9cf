import { z } from 'zod';
import { allow, guardedOperation } from './access';
import { dataEnvelope, itemsEnvelope } from './envelope';
import { communityIdSchema, communityQuerySchema } from './session';

/** The longest title an item may have; the console's form reads it from here. */
export const PATROL_TITLE_MAX = 120;

const titleSchema = z
  .string('title is required')
  .trim()
  .min(1, 'title is required')
  .max(PATROL_TITLE_MAX, `title must be at most ${PATROL_TITLE_MAX} characters`);

export const patrolItemSchema = z.object({
  itemID: z.string(),
  title: z.string().max(PATROL_TITLE_MAX),
  createdAt: z.string(),
});
export type PatrolItem = z.infer<typeof patrolItemSchema>;

/** The operations of this area, each with its access beside its schemas. */
export const patrolOps = {
  list: guardedOperation({
    method: 'GET',
    path: '/api/patrol/item/list',
    summary: 'The items of the community, newest first',
    access: allow.to('PATROL:read'),
    query: communityQuerySchema,
    response: itemsEnvelope(patrolItemSchema),
  }),
  detail: guardedOperation({
    method: 'GET',
    path: '/api/patrol/item',
    summary: 'One item of the community',
    access: allow.to('PATROL:read'),
    query: z.object({ communityID: communityIdSchema, itemID: z.uuid('itemID is not valid') }),
    response: dataEnvelope(patrolItemSchema),
  }),
  create: guardedOperation({
    method: 'POST',
    path: '/api/patrol/item/create',
    summary: 'Add an item to the community',
    access: allow.to('PATROL:write'),
    body: z.object({ communityID: communityIdSchema, title: titleSchema }),
    response: dataEnvelope(patrolItemSchema),
  }),
  update: guardedOperation({
    method: 'POST',
    path: '/api/patrol/item/update',
    summary: 'Retitle an item of the community',
    access: allow.to('PATROL:write'),
    body: z.object({
      communityID: communityIdSchema,
      itemID: z.uuid('itemID is not valid'),
      title: titleSchema,
    }),
    response: dataEnvelope(patrolItemSchema),
  }),
};
