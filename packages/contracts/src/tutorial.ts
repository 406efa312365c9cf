import { z } from 'zod';
import { allow, guardedOperation } from './access';
import { dataEnvelope, itemsEnvelope } from './envelope';
import { communityIdSchema, communityQuerySchema } from './session';

/** The longest title an item may have; the console's form reads it from here. */
export const TUTORIAL_TITLE_MAX = 120;

const titleSchema = z
  .string('title is required')
  .trim()
  .min(1, 'title is required')
  .max(TUTORIAL_TITLE_MAX, `title must be at most ${TUTORIAL_TITLE_MAX} characters`);

export const tutorialItemSchema = z.object({
  itemID: z.string(),
  title: z.string().max(TUTORIAL_TITLE_MAX),
  createdAt: z.string(),
});
export type TutorialItem = z.infer<typeof tutorialItemSchema>;

/** The operations of this area, each with its access beside its schemas. */
export const tutorialOps = {
  list: guardedOperation({
    method: 'GET',
    path: '/api/tutorial/item/list',
    summary: 'The items of the community, newest first',
    access: allow.to('TUTORIAL:read'),
    query: communityQuerySchema,
    response: itemsEnvelope(tutorialItemSchema),
  }),
  detail: guardedOperation({
    method: 'GET',
    path: '/api/tutorial/item',
    summary: 'One item of the community',
    access: allow.to('TUTORIAL:read'),
    query: z.object({ communityID: communityIdSchema, itemID: z.uuid('itemID is not valid') }),
    response: dataEnvelope(tutorialItemSchema),
  }),
  create: guardedOperation({
    method: 'POST',
    path: '/api/tutorial/item/create',
    summary: 'Add an item to the community',
    access: allow.to('TUTORIAL:write'),
    body: z.object({ communityID: communityIdSchema, title: titleSchema }),
    response: dataEnvelope(tutorialItemSchema),
  }),
  update: guardedOperation({
    method: 'POST',
    path: '/api/tutorial/item/update',
    summary: 'Retitle an item of the community',
    access: allow.to('TUTORIAL:write'),
    body: z.object({
      communityID: communityIdSchema,
      itemID: z.uuid('itemID is not valid'),
      title: titleSchema,
    }),
    response: dataEnvelope(tutorialItemSchema),
  }),
};
