import { lazy } from 'react';
import type { FeatureManifest } from '../../shared/feature-manifest';

export const facilitybookingManifest: FeatureManifest<'facilitybooking'> = {
  key: 'facilitybooking',
  pages: {
    facilitybooking: lazy(() =>
      import('./pages/facilitybooking-page').then((m) => ({ default: m.FacilitybookingPage })),
    ),
  },
};
