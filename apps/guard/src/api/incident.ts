import type { IncidentCategory, IncidentSeverity, incidentGuardPackSchema } from '@cc/contracts/incident';
import type { incidentOps } from '@cc/contracts/incident-ops';
import type { z } from 'zod';
import { type BodyOf, callRoute, type DataOf, route } from './contract';
import { keptPack } from './guard';
import { apiData } from './http';

/** The incident report as the contract has it; types only (the lists below are held to it by the test). */
type Ops = typeof incidentOps;

export type { IncidentCategory, IncidentSeverity };
export type IncidentReport = BodyOf<Ops['report']>;
export type IncidentReported = DataOf<Ops['report']>;

export const incidentRoutes = {
  report: route<Ops['report']>('POST', '/api/incident/report'),
};

/** The contract's lists (routes.test.ts checks they are the same), for a phone without a pack yet. */
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
] as const satisfies readonly IncidentCategory[];
export const INCIDENT_SEVERITIES = [
  'LOW',
  'MEDIUM',
  'HIGH',
  'CRITICAL',
] as const satisfies readonly IncidentSeverity[];
export const INCIDENT_PHOTOS_MAX = 5;

/** The incident part of the pack kept on the phone: the lists and the SOS numbers. */
export type IncidentGuardPack = z.infer<typeof incidentGuardPackSchema>;
export const incidentPack = (communityID: string) =>
  keptPack(communityID)?.pack.parts.incident as IncidentGuardPack | undefined;

/** JSON without photos; multipart (communityID in the query) with up to five photos. */
export function reportIncident(report: IncidentReport, photos: Blob[] = []): Promise<IncidentReported> {
  const { report: r } = incidentRoutes;
  if (photos.length === 0) return callRoute(r, { body: report });
  const form = new FormData();
  for (const [k, v] of Object.entries(report)) if (k !== 'communityID') form.append(k, String(v));
  photos.forEach((p, i) => {
    form.append('photos', p, p instanceof File && p.name ? p.name : `photo-${i + 1}.jpg`);
  });
  return apiData<IncidentReported>(r.method, r.path, {
    query: { communityID: report.communityID },
    body: form,
  });
}
