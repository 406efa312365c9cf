import { lazy } from 'react';
import type { FeatureManifest } from '../../shared/feature-manifest';

export const recyclingManifest: FeatureManifest<'recycling'> = {
  key: 'recycling',
  pages: {
    recycling: lazy(() => import('./pages/recycling-page').then((m) => ({ default: m.RecyclingPage }))),
  },
};
