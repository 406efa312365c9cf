import { lazy } from 'react';
import type { FeatureManifest } from '../../shared/feature-manifest';

export const settingsManifest: FeatureManifest<'settings'> = {
  key: 'settings',
  pages: {
    settings: lazy(() => import('./pages/settings-page').then((m) => ({ default: m.SettingsPage }))),
    'settings/community/edit': lazy(() =>
      import('./pages/community-edit-page').then((m) => ({ default: m.CommunityEditPage })),
    ),
  },
  menu: [
    { route: 'settings', labelKey: 'settings:menu.info' },
    { route: 'settings?tab=features', labelKey: 'settings:menu.features' },
    { route: 'settings?tab=notify', labelKey: 'settings:menu.notify' },
    { route: 'settings/community/edit', labelKey: 'settings:menu.communitySettings' },
  ],
};

/** The always-on community information page, read by any member. */
export const communityInfoManifest: FeatureManifest<'communityInfo'> = {
  key: 'communityInfo',
  pages: {
    communityInfo: lazy(() =>
      import('./pages/community-info-page').then((m) => ({ default: m.CommunityInfoPage })),
    ),
  },
};
