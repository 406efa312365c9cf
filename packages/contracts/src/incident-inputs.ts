import { z } from 'zod';
import {
  CANCEL_REASONS,
  INCIDENT_CATEGORIES,
  INCIDENT_PLACE_MAX,
  INCIDENT_SEVERITIES,
  INCIDENT_STATUSES,
  INCIDENT_TEXT_MAX,
} from './incident';
import { lastKeySchema, limitSchema } from './paging';
import { communityIdSchema } from './session';

const idOf = (field: string) => z.uuid(`${field} is not valid`);
const text = (field: string, max: number) =>
  z
    .string(`${field} is required`)
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);
const instant = (field: string) =>
  z.iso.datetime({ offset: true, message: `${field} must be a date and time (ISO 8601)` });
const day = (field: string) => z.iso.date(`${field} must be a date (YYYY-MM-DD)`);

const category = z.enum(INCIDENT_CATEGORIES, 'category is not one of the incident categories');
const severity = z.enum(INCIDENT_SEVERITIES, 'severity must be LOW, MEDIUM, HIGH or CRITICAL');
const status = z.enum(INCIDENT_STATUSES, 'status is not an incident status');

/** A report: the same fields as JSON or as a multipart form (communityID then in the query). */
export const incidentReportSchema = z.object({
  communityID: communityIdSchema,
  clientUUID: idOf('clientUUID'),
  category,
  severity,
  place: text('place', INCIDENT_PLACE_MAX),
  occurredAt: instant('occurredAt'),
  description: text('description', INCIDENT_TEXT_MAX),
});
export type IncidentReportInput = z.infer<typeof incidentReportSchema>;

export const incidentListSchema = z.object({
  communityID: communityIdSchema,
  status: status.optional(),
  severity: severity.optional(),
  category: category.optional(),
  /** Days in the community's zone, both included, on the time it occurred. */
  from: day('from').optional(),
  to: day('to').optional(),
  lastKey: lastKeySchema,
  limit: limitSchema,
});
export type IncidentListQuery = z.infer<typeof incidentListSchema>;

export const incidentRangeSchema = incidentListSchema.omit({ lastKey: true, limit: true });

export const incidentRefSchema = z.object({ communityID: communityIdSchema, incidentID: idOf('incidentID') });

/**
 * Details to change and a note to add, each optional; photos come as a multipart form with
 * communityID and incidentID in the query. Every change lands in the timeline.
 */
export const incidentUpdateSchema = z.object({
  communityID: communityIdSchema,
  incidentID: idOf('incidentID'),
  category: category.optional(),
  severity: severity.optional(),
  place: text('place', INCIDENT_PLACE_MAX).optional(),
  occurredAt: instant('occurredAt').optional(),
  description: text('description', INCIDENT_TEXT_MAX).optional(),
  note: text('note', INCIDENT_TEXT_MAX).optional(),
});
export type IncidentUpdateInput = z.infer<typeof incidentUpdateSchema>;

export const incidentStatusSchema = z
  .object({
    communityID: communityIdSchema,
    incidentID: idOf('incidentID'),
    status,
    /** Required to cancel: a duplicate or a false alarm. */
    cancelReason: z.enum(CANCEL_REASONS, 'cancelReason must be DUPLICATE or FALSE_ALARM').optional(),
    note: text('note', INCIDENT_TEXT_MAX).optional(),
  })
  .refine((b) => b.status !== 'CANCELLED' || b.cancelReason, {
    message: 'cancelReason is required to cancel (DUPLICATE or FALSE_ALARM)',
    path: ['cancelReason'],
  });
export type IncidentStatusInput = z.infer<typeof incidentStatusSchema>;

export const incidentPhotoSchema = incidentRefSchema.extend({ photoID: idOf('photoID') });
