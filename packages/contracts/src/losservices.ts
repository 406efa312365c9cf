import { z } from 'zod';
import { allow, guardedOperation } from './access';
import { dataEnvelope, itemsEnvelope } from './envelope';
import { communityIdSchema, communityQuerySchema } from './session';

/** The longest title an item may have; the console's form reads it from here. */
export const LOSSERVICES_TITLE_MAX = 120;

const titleSchema = z
  .string('title is required')
  .trim()
  .min(1, 'title is required')
  .max(LOSSERVICES_TITLE_MAX, `title must be at most ${LOSSERVICES_TITLE_MAX} characters`);

export const losservicesItemSchema = z.object({
  itemID: z.string(),
  title: z.string().max(LOSSERVICES_TITLE_MAX),
  createdAt: z.string(),
});
export type LosservicesItem = z.infer<typeof losservicesItemSchema>;

/** The operations of this area, each with its access beside its schemas. */
export const losservicesOps = {
  list: guardedOperation({
    method: 'GET',
    path: '/api/losservices/item/list',
    summary: 'The items of the community, newest first',
    access: allow.to('LOS_SERVICES:read'),
    query: communityQuerySchema,
    response: itemsEnvelope(losservicesItemSchema),
  }),
  detail: guardedOperation({
    method: 'GET',
    path: '/api/losservices/item',
    summary: 'One item of the community',
    access: allow.to('LOS_SERVICES:read'),
    query: z.object({ communityID: communityIdSchema, itemID: z.uuid('itemID is not valid') }),
    response: dataEnvelope(losservicesItemSchema),
  }),
  create: guardedOperation({
    method: 'POST',
    path: '/api/losservices/item/create',
    summary: 'Add an item to the community',
    access: allow.to('LOS_SERVICES:write'),
    body: z.object({ communityID: communityIdSchema, title: titleSchema }),
    response: dataEnvelope(losservicesItemSchema),
  }),
  update: guardedOperation({
    method: 'POST',
    path: '/api/losservices/item/update',
    summary: 'Retitle an item of the community',
    access: allow.to('LOS_SERVICES:write'),
    body: z.object({
      communityID: communityIdSchema,
      itemID: z.uuid('itemID is not valid'),
      title: titleSchema,
    }),
    response: dataEnvelope(losservicesItemSchema),
  }),
};
