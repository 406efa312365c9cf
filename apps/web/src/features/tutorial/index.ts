import { lazy } from 'react';
import type { FeatureManifest } from '../../shared/feature-manifest';

export const tutorialManifest: FeatureManifest<'tutorial'> = {
  key: 'tutorial',
  pages: {
    tutorial: lazy(() => import('./pages/tutorial-page').then((m) => ({ default: m.TutorialPage }))),
  },
};
