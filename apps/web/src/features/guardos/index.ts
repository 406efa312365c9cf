import { lazy } from 'react';
import type { FeatureManifest } from '../../shared/feature-manifest';

export const guardosManifest: FeatureManifest<'guardos'> = {
  key: 'guardos',
  pages: { guardos: lazy(() => import('./pages/guardos-page').then((m) => ({ default: m.GuardosPage }))) },
};
