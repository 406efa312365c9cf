import { lazy } from 'react';
import type { FeatureManifest } from '../../shared/feature-manifest';

export const incidentManifest: FeatureManifest<'incident'> = {
  key: 'incident',
  pages: {
    incident: lazy(() => import('./pages/incident-page').then((m) => ({ default: m.IncidentPage }))),
  },
};
