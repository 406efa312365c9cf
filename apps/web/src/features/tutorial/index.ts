import { TUTORIAL_KIND_ROUTES } from '@cc/contracts/tutorial';
import { lazy } from 'react';
import type { FeatureManifest } from '../../shared/feature-manifest';

const page = (name: 'TutorialPage' | 'TutorialVideoPage' | 'TutorialGuidePage' | 'TutorialPrPage') =>
  lazy(() => import('./pages/tutorial-page').then((m) => ({ default: m[name] })));

/** Tutorials: all kinds as cards, a page per kind, and the newest on the dashboard. */
export const tutorialManifest: FeatureManifest<'tutorial'> = {
  key: 'tutorial',
  pages: {
    tutorial: page('TutorialPage'),
    [TUTORIAL_KIND_ROUTES.VIDEO]: page('TutorialVideoPage'),
    [TUTORIAL_KIND_ROUTES.GUIDE]: page('TutorialGuidePage'),
    [TUTORIAL_KIND_ROUTES.PR]: page('TutorialPrPage'),
  },
  menu: [
    { route: 'tutorial/vdo', labelKey: 'tutorial:kinds.VIDEO' },
    { route: 'tutorial/res', labelKey: 'tutorial:kinds.GUIDE' },
    { route: 'tutorial/pr', labelKey: 'tutorial:kinds.PR' },
  ],
  card: lazy(() => import('./components/tutorial-card').then((m) => ({ default: m.TutorialCard }))),
};
