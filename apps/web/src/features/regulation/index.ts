import { lazy } from 'react';
import type { FeatureManifest } from '../../shared/feature-manifest';

/**
 * Community rules: one route, `/dashboard/regulation`, whose views are tabs (documents, a
 * version's report, the history); the card shows acknowledgement of the latest version that
 * asks for it.
 */
export const regulationManifest: FeatureManifest<'regulation'> = {
  key: 'regulation',
  pages: {
    regulation: lazy(() => import('./pages/regulation-page').then((m) => ({ default: m.RegulationPage }))),
  },
  card: lazy(() => import('./components/regulation-card').then((m) => ({ default: m.RegulationCard }))),
};
