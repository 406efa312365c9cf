import { z } from 'zod';
import { allow, guardedOperation } from './access';
import { dataEnvelope, itemsEnvelope } from './envelope';
import { communityIdSchema, communityQuerySchema } from './session';

/** The longest title an item may have; the console's form reads it from here. */
export const REGULATION_TITLE_MAX = 120;

const titleSchema = z
  .string('title is required')
  .trim()
  .min(1, 'title is required')
  .max(REGULATION_TITLE_MAX, `title must be at most ${REGULATION_TITLE_MAX} characters`);

export const regulationItemSchema = z.object({
  itemID: z.string(),
  title: z.string().max(REGULATION_TITLE_MAX),
  createdAt: z.string(),
});
export type RegulationItem = z.infer<typeof regulationItemSchema>;

/** The operations of this area, each with its access beside its schemas. */
export const regulationOps = {
  list: guardedOperation({
    method: 'GET',
    path: '/api/regulation/item/list',
    summary: 'The items of the community, newest first',
    access: allow.to('COMMUNITY_RULES:read'),
    query: communityQuerySchema,
    response: itemsEnvelope(regulationItemSchema),
  }),
  detail: guardedOperation({
    method: 'GET',
    path: '/api/regulation/item',
    summary: 'One item of the community',
    access: allow.to('COMMUNITY_RULES:read'),
    query: z.object({ communityID: communityIdSchema, itemID: z.uuid('itemID is not valid') }),
    response: dataEnvelope(regulationItemSchema),
  }),
  create: guardedOperation({
    method: 'POST',
    path: '/api/regulation/item/create',
    summary: 'Add an item to the community',
    access: allow.to('COMMUNITY_RULES:write'),
    body: z.object({ communityID: communityIdSchema, title: titleSchema }),
    response: dataEnvelope(regulationItemSchema),
  }),
  update: guardedOperation({
    method: 'POST',
    path: '/api/regulation/item/update',
    summary: 'Retitle an item of the community',
    access: allow.to('COMMUNITY_RULES:write'),
    body: z.object({
      communityID: communityIdSchema,
      itemID: z.uuid('itemID is not valid'),
      title: titleSchema,
    }),
    response: dataEnvelope(regulationItemSchema),
  }),
};
