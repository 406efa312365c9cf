import { z } from 'zod';
import { allow, guardedOperation } from './access';
import { dataEnvelope, itemsEnvelope } from './envelope';
import { communityIdSchema, communityQuerySchema } from './session';

/** The longest title an item may have; the console's form reads it from here. */
export const INCIDENT_TITLE_MAX = 120;

const titleSchema = z
  .string('title is required')
  .trim()
  .min(1, 'title is required')
  .max(INCIDENT_TITLE_MAX, `title must be at most ${INCIDENT_TITLE_MAX} characters`);

export const incidentItemSchema = z.object({
  itemID: z.string(),
  title: z.string().max(INCIDENT_TITLE_MAX),
  createdAt: z.string(),
});
export type IncidentItem = z.infer<typeof incidentItemSchema>;

/** The operations of this area, each with its access beside its schemas. */
export const incidentOps = {
  list: guardedOperation({
    method: 'GET',
    path: '/api/incident/item/list',
    summary: 'The items of the community, newest first',
    access: allow.to('INCIDENT_REPORT:read'),
    query: communityQuerySchema,
    response: itemsEnvelope(incidentItemSchema),
  }),
  detail: guardedOperation({
    method: 'GET',
    path: '/api/incident/item',
    summary: 'One item of the community',
    access: allow.to('INCIDENT_REPORT:read'),
    query: z.object({ communityID: communityIdSchema, itemID: z.uuid('itemID is not valid') }),
    response: dataEnvelope(incidentItemSchema),
  }),
  create: guardedOperation({
    method: 'POST',
    path: '/api/incident/item/create',
    summary: 'Add an item to the community',
    access: allow.to('INCIDENT_REPORT:write'),
    body: z.object({ communityID: communityIdSchema, title: titleSchema }),
    response: dataEnvelope(incidentItemSchema),
  }),
  update: guardedOperation({
    method: 'POST',
    path: '/api/incident/item/update',
    summary: 'Retitle an item of the community',
    access: allow.to('INCIDENT_REPORT:write'),
    body: z.object({
      communityID: communityIdSchema,
      itemID: z.uuid('itemID is not valid'),
      title: titleSchema,
    }),
    response: dataEnvelope(incidentItemSchema),
  }),
};
