import { lazy } from 'react';
import type { FeatureManifest } from '../../shared/feature-manifest';

/** Patrol: today's rounds live, plans, checkpoints and their labels, reports; the dashboard card. */
export const patrolManifest: FeatureManifest<'patrol'> = {
  key: 'patrol',
  pages: {
    patrol: lazy(() => import('./pages/patrol-page').then((m) => ({ default: m.PatrolPage }))),
  },
  card: lazy(() => import('./components/today-card').then((m) => ({ default: m.TodayCard }))),
};
