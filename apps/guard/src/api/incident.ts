import { apiData } from './http';

/** The incident and SOS operations exactly as agreed with the incident feature (shapes: Incidents and SOS). */
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
export const INCIDENT_SEVERITIES = ['LOW', 'MEDIUM', 'HIGH', 'CRITICAL'] as const;
export type IncidentCategory = (typeof INCIDENT_CATEGORIES)[number];
export type IncidentSeverity = (typeof INCIDENT_SEVERITIES)[number];

export interface IncidentReport {
  communityID: string;
  clientUUID: string;
  category: IncidentCategory;
  severity: IncidentSeverity;
  place: string;
  occurredAt: string;
  description: string;
}

export interface IncidentReported {
  incidentID: string;
  no: number;
  status: 'REPORTED';
  replayed: boolean;
}

/** JSON without photos; multipart (communityID in the query) with up to 5 photos. */
export function reportIncident(report: IncidentReport, photos: Blob[] = []): Promise<IncidentReported> {
  if (photos.length === 0) return apiData('POST', '/api/incident/report', { body: report });
  const form = new FormData();
  for (const [k, v] of Object.entries(report)) form.append(k, v);
  photos.forEach((p, i) => {
    form.append('photos', p, p instanceof File ? p.name : `photo-${i + 1}.jpg`);
  });
  return apiData('POST', '/api/incident/report', { query: { communityID: report.communityID }, body: form });
}
