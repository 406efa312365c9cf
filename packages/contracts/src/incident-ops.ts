import { z } from 'zod';
import { allow, guardedOperation } from './access';
import { dataEnvelope, itemsEnvelope } from './envelope';
import {
  INCIDENT_PHOTOS_MAX,
  incidentCountSchema,
  incidentDetailSchema,
  incidentViewSchema,
} from './incident';
import {
  incidentListSchema,
  incidentPhotoSchema,
  incidentRangeSchema,
  incidentRefSchema,
  incidentReportSchema,
  incidentStatusSchema,
  incidentUpdateSchema,
} from './incident-inputs';
import { communityQuerySchema } from './session';

/** Guards and staff read every incident; a member who only reports (a resident) reads their own. */
const reader = allow.anyOf('INCIDENT_REPORT:read', 'INCIDENT_REPORT:write');
const manager = allow.to('INCIDENT_REPORT:approve');

/** The incident operations, each with its access beside its schemas. */
export const incidentOps = {
  report: guardedOperation({
    method: 'POST',
    path: '/api/incident/report',
    summary: `Report an incident: JSON, or multipart with up to ${INCIDENT_PHOTOS_MAX} \`photos\` (JPEG/PNG/WebP, 10 MB each; communityID in the query); the same clientUUID again answers the first with replayed: true and stores nothing`,
    access: allow.to('INCIDENT_REPORT:write'),
    body: incidentReportSchema,
    response: dataEnvelope(
      z.object({
        incidentID: z.string(),
        no: z.number().int(),
        status: z.literal('REPORTED'),
        replayed: z.boolean(),
      }),
    ),
  }),
  list: guardedOperation({
    method: 'GET',
    path: '/api/incident/list',
    summary:
      'Incidents by the time they occurred, newest first, filtered, keyset paged (a resident: their own)',
    access: reader,
    query: incidentListSchema,
    response: itemsEnvelope(incidentViewSchema),
  }),
  info: guardedOperation({
    method: 'GET',
    path: '/api/incident/info',
    summary: 'One incident with its photos and timeline',
    access: reader,
    query: incidentRefSchema,
    response: dataEnvelope(incidentDetailSchema),
  }),
  update: guardedOperation({
    method: 'POST',
    path: '/api/incident/update',
    summary:
      'Change details, add a note, or add photos (multipart `photos`, communityID and incidentID in the query); every change is kept in the timeline',
    access: allow.to('INCIDENT_REPORT:write'),
    body: incidentUpdateSchema,
    response: dataEnvelope(incidentDetailSchema),
  }),
  status: guardedOperation({
    method: 'POST',
    path: '/api/incident/status',
    summary:
      'Move an incident: REPORTED, ACKNOWLEDGED, IN_PROGRESS, RESOLVED, CLOSED; CANCELLED with a reason; RESOLVED may reopen',
    access: manager,
    body: incidentStatusSchema,
    response: dataEnvelope(incidentDetailSchema),
  }),
  photo: guardedOperation({
    method: 'GET',
    path: '/api/incident/photo',
    summary: "A short-lived signed link to one of an incident's photos",
    access: reader,
    query: incidentPhotoSchema,
    response: dataEnvelope(z.object({ url: z.string() })),
  }),
  excel: guardedOperation({
    method: 'GET',
    path: '/api/incident/excel',
    summary:
      "The filtered incidents as an .xlsx file (times in the community's zone, headings in the caller's language)",
    access: manager,
    query: incidentRangeSchema,
    response: z.unknown().describe('An .xlsx file'),
  }),
  count: guardedOperation({
    method: 'GET',
    path: '/api/incident/count',
    summary: 'How many incidents are in each status, and how many are open (a resident: their own)',
    access: reader,
    query: communityQuerySchema,
    response: dataEnvelope(incidentCountSchema),
  }),
};
