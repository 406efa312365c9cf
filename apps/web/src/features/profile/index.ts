import { lazy } from 'react';
import type { FeatureManifest } from '../../shared/feature-manifest';

export const profileManifest: FeatureManifest<'profile'> = {
  key: 'profile',
  pages: {
    profile: lazy(() => import('./pages/profile-page').then((m) => ({ default: m.ProfilePage }))),
    'profile/edit': lazy(() =>
      import('./pages/profile-edit-page').then((m) => ({ default: m.ProfileEditPage })),
    ),
  },
};
