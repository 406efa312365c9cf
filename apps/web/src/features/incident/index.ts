import { lazy } from 'react';
import type { FeatureManifest } from '../../shared/feature-manifest';

/**
 * Incidents and SOS: the page (list, drawer, print, SOS alerts and settings), the dashboard card
 * with open incidents and SOS, and the SOS banner the console shows over every page.
 */
export const incidentManifest: FeatureManifest<'incident'> = {
  key: 'incident',
  pages: {
    incident: lazy(() => import('./pages/incident-page').then((m) => ({ default: m.IncidentPage }))),
  },
  card: lazy(() => import('./components/incident-card').then((m) => ({ default: m.IncidentCard }))),
  banner: lazy(() => import('./components/sos-banner').then((m) => ({ default: m.SosBanner }))),
};
