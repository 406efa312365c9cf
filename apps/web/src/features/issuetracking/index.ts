import { lazy } from 'react';
import type { FeatureManifest } from '../../shared/feature-manifest';

export const issuetrackingManifest: FeatureManifest<'issuetracking'> = {
  key: 'issuetracking',
  pages: {
    issuetracking: lazy(() =>
      import('./pages/issuetracking-page').then((m) => ({ default: m.IssuetrackingPage })),
    ),
  },
};
