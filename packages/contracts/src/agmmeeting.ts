import { z } from 'zod';
import { allow, guardedOperation } from './access';
import { dataEnvelope, itemsEnvelope } from './envelope';
import { communityIdSchema, communityQuerySchema } from './session';

/** The longest title an item may have; the console's form reads it from here. */
export const AGMMEETING_TITLE_MAX = 120;

const titleSchema = z
  .string('title is required')
  .trim()
  .min(1, 'title is required')
  .max(AGMMEETING_TITLE_MAX, `title must be at most ${AGMMEETING_TITLE_MAX} characters`);

export const agmmeetingItemSchema = z.object({
  itemID: z.string(),
  title: z.string().max(AGMMEETING_TITLE_MAX),
  createdAt: z.string(),
});
export type AgmmeetingItem = z.infer<typeof agmmeetingItemSchema>;

/** The operations of this area, each with its access beside its schemas. */
export const agmmeetingOps = {
  list: guardedOperation({
    method: 'GET',
    path: '/api/agmmeeting/item/list',
    summary: 'The items of the community, newest first',
    access: allow.to('AGM_MEETING:read'),
    query: communityQuerySchema,
    response: itemsEnvelope(agmmeetingItemSchema),
  }),
  detail: guardedOperation({
    method: 'GET',
    path: '/api/agmmeeting/item',
    summary: 'One item of the community',
    access: allow.to('AGM_MEETING:read'),
    query: z.object({ communityID: communityIdSchema, itemID: z.uuid('itemID is not valid') }),
    response: dataEnvelope(agmmeetingItemSchema),
  }),
  create: guardedOperation({
    method: 'POST',
    path: '/api/agmmeeting/item/create',
    summary: 'Add an item to the community',
    access: allow.to('AGM_MEETING:write'),
    body: z.object({ communityID: communityIdSchema, title: titleSchema }),
    response: dataEnvelope(agmmeetingItemSchema),
  }),
  update: guardedOperation({
    method: 'POST',
    path: '/api/agmmeeting/item/update',
    summary: 'Retitle an item of the community',
    access: allow.to('AGM_MEETING:write'),
    body: z.object({
      communityID: communityIdSchema,
      itemID: z.uuid('itemID is not valid'),
      title: titleSchema,
    }),
    response: dataEnvelope(agmmeetingItemSchema),
  }),
};
