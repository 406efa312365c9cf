import { lazy } from 'react';
import type { FeatureManifest } from '../../shared/feature-manifest';

export const losservicesManifest: FeatureManifest<'losservices'> = {
  key: 'losservices',
  pages: {
    losservices: lazy(() => import('./pages/losservices-page').then((m) => ({ default: m.LosservicesPage }))),
  },
  card: lazy(() => import('./components/losservices-card').then((m) => ({ default: m.LosservicesCard }))),
};
