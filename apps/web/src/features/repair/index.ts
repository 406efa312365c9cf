import { lazy } from 'react';
import type { FeatureManifest } from '../../shared/feature-manifest';

export const repairManifest: FeatureManifest<'repair'> = {
  key: 'repair',
  pages: {
    repair: lazy(() => import('./pages/repair-page').then((m) => ({ default: m.RepairPage }))),
  },
};
