import { lazy } from 'react';
import type { FeatureManifest } from '../../shared/feature-manifest';

export const patrolManifest: FeatureManifest<'patrol'> = {
  key: 'patrol',
  pages: {
    patrol: lazy(() => import('./pages/patrol-page').then((m) => ({ default: m.PatrolPage }))),
  },
};
