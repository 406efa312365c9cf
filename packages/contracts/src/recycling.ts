import { z } from 'zod';
import { allow, guardedOperation } from './access';
import { dataEnvelope, itemsEnvelope } from './envelope';
import { communityIdSchema, communityQuerySchema } from './session';

/** The longest title an item may have; the console's form reads it from here. */
export const RECYCLING_TITLE_MAX = 120;

const titleSchema = z
  .string('title is required')
  .trim()
  .min(1, 'title is required')
  .max(RECYCLING_TITLE_MAX, `title must be at most ${RECYCLING_TITLE_MAX} characters`);

export const recyclingItemSchema = z.object({
  itemID: z.string(),
  title: z.string().max(RECYCLING_TITLE_MAX),
  createdAt: z.string(),
});
export type RecyclingItem = z.infer<typeof recyclingItemSchema>;

/** The operations of this area, each with its access beside its schemas. */
export const recyclingOps = {
  list: guardedOperation({
    method: 'GET',
    path: '/api/recycling/item/list',
    summary: 'The items of the community, newest first',
    access: allow.to('RECYCLING:read'),
    query: communityQuerySchema,
    response: itemsEnvelope(recyclingItemSchema),
  }),
  detail: guardedOperation({
    method: 'GET',
    path: '/api/recycling/item',
    summary: 'One item of the community',
    access: allow.to('RECYCLING:read'),
    query: z.object({ communityID: communityIdSchema, itemID: z.uuid('itemID is not valid') }),
    response: dataEnvelope(recyclingItemSchema),
  }),
  create: guardedOperation({
    method: 'POST',
    path: '/api/recycling/item/create',
    summary: 'Add an item to the community',
    access: allow.to('RECYCLING:write'),
    body: z.object({ communityID: communityIdSchema, title: titleSchema }),
    response: dataEnvelope(recyclingItemSchema),
  }),
  update: guardedOperation({
    method: 'POST',
    path: '/api/recycling/item/update',
    summary: 'Retitle an item of the community',
    access: allow.to('RECYCLING:write'),
    body: z.object({
      communityID: communityIdSchema,
      itemID: z.uuid('itemID is not valid'),
      title: titleSchema,
    }),
    response: dataEnvelope(recyclingItemSchema),
  }),
};
