import { lazy } from 'react';
import type { FeatureManifest } from '../../shared/feature-manifest';

export const agmmeetingManifest: FeatureManifest<'agmmeeting'> = {
  key: 'agmmeeting',
  pages: {
    agmmeeting: lazy(() => import('./pages/agmmeeting-page').then((m) => ({ default: m.AgmmeetingPage }))),
  },
};
