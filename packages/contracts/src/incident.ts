import { z } from 'zod';

/**
 * Incidents a guard, staff member or resident reports, as the guard app and the console read
 * them. The lists of categories and severities are agreed with the guard app (its offline pack
 * carries them), so they only ever grow.
 */
export const INCIDENT_CATEGORIES = [
  'INTRUSION',
  'THEFT',
  'FIRE',
  'MEDICAL',
  'ACCIDENT',
  'DAMAGE',
  'NOISE',
  'SUSPICIOUS',
  'OTHER',
] as const;
export type IncidentCategory = (typeof INCIDENT_CATEGORIES)[number];

export const INCIDENT_SEVERITIES = ['LOW', 'MEDIUM', 'HIGH', 'CRITICAL'] as const;
export type IncidentSeverity = (typeof INCIDENT_SEVERITIES)[number];
/** Severities that tell the staff the moment they are reported. */
export const URGENT_SEVERITIES: readonly IncidentSeverity[] = ['HIGH', 'CRITICAL'];

export const INCIDENT_STATUSES = [
  'REPORTED',
  'ACKNOWLEDGED',
  'IN_PROGRESS',
  'RESOLVED',
  'CLOSED',
  'CANCELLED',
] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];
/** Statuses still needing someone: the dashboard's "open incidents". */
export const OPEN_INCIDENT_STATUSES: readonly IncidentStatus[] = ['REPORTED', 'ACKNOWLEDGED', 'IN_PROGRESS'];

export const CANCEL_REASONS = ['DUPLICATE', 'FALSE_ALARM'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/**
 * Where each status may go next: forward one step, CANCELLED from any open status, and a
 * resolved incident back to work. CLOSED and CANCELLED are final. The API refuses anything else
 * naming the current status; the console offers only these.
 */
export const INCIDENT_MOVES: Readonly<Record<IncidentStatus, readonly IncidentStatus[]>> = {
  REPORTED: ['ACKNOWLEDGED', 'CANCELLED'],
  ACKNOWLEDGED: ['IN_PROGRESS', 'CANCELLED'],
  IN_PROGRESS: ['RESOLVED', 'CANCELLED'],
  RESOLVED: ['CLOSED', 'IN_PROGRESS'],
  CLOSED: [],
  CANCELLED: [],
};

export const INCIDENT_PLACE_MAX = 200;
export const INCIDENT_TEXT_MAX = 4000;
export const INCIDENT_PHOTOS_MAX = 5;

const personSchema = z.object({ userID: z.string(), name: z.string() });

export const incidentViewSchema = z.object({
  incidentID: z.string(),
  no: z.number().int(),
  category: z.enum(INCIDENT_CATEGORIES),
  severity: z.enum(INCIDENT_SEVERITIES),
  place: z.string(),
  occurredAt: z.string(),
  description: z.string(),
  status: z.enum(INCIDENT_STATUSES),
  cancelReason: z.enum(CANCEL_REASONS).nullable(),
  reportedBy: personSchema.extend({ role: z.string() }),
  reportedAt: z.string(),
  updatedAt: z.string(),
  photoCount: z.number().int(),
});
export type IncidentView = z.infer<typeof incidentViewSchema>;

export const INCIDENT_EVENT_ACTIONS = ['REPORTED', 'UPDATED', 'NOTE', 'PHOTOS', 'STATUS'] as const;
export type IncidentEventAction = (typeof INCIDENT_EVENT_ACTIONS)[number];

/** One line of an incident's timeline: every change is kept, nothing is rewritten. */
export const incidentEventSchema = z.object({
  at: z.string(),
  by: personSchema.nullable(),
  action: z.enum(INCIDENT_EVENT_ACTIONS),
  fromStatus: z.enum(INCIDENT_STATUSES).nullable(),
  toStatus: z.enum(INCIDENT_STATUSES).nullable(),
  text: z.string().nullable(),
  /** Field -> [before, after] for a details change. */
  changes: z.record(z.string(), z.tuple([z.string(), z.string()])),
});
export type IncidentEvent = z.infer<typeof incidentEventSchema>;

export const incidentDetailSchema = incidentViewSchema.extend({
  photos: z.array(z.object({ photoID: z.string() })),
  timeline: z.array(incidentEventSchema),
  /** The statuses the caller may move it to now (none for those without approve). */
  nextStatuses: z.array(z.enum(INCIDENT_STATUSES)),
});
export type IncidentDetail = z.infer<typeof incidentDetailSchema>;

export const incidentCountSchema = z.object({
  byStatus: z.record(z.enum(INCIDENT_STATUSES), z.number().int()),
  open: z.number().int(),
});
export type IncidentCount = z.infer<typeof incidentCountSchema>;

/** The incident part of the guard app's offline pack. */
export const incidentGuardPackSchema = z.object({
  categories: z.array(z.enum(INCIDENT_CATEGORIES)),
  severities: z.array(z.enum(INCIDENT_SEVERITIES)),
  sosContacts: z.array(z.object({ label: z.string(), phone: z.string() })),
});
