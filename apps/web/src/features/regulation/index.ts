import { lazy } from 'react';
import type { FeatureManifest } from '../../shared/feature-manifest';

export const regulationManifest: FeatureManifest<'regulation'> = {
  key: 'regulation',
  pages: {
    regulation: lazy(() => import('./pages/regulation-page').then((m) => ({ default: m.RegulationPage }))),
  },
};
