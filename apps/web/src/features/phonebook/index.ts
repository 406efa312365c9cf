import { lazy } from 'react';
import type { FeatureManifest } from '../../shared/feature-manifest';

export const phonebookManifest: FeatureManifest<'phonebook'> = {
  key: 'phonebook',
  pages: {
    phonebook: lazy(() => import('./pages/phonebook-page').then((m) => ({ default: m.PhonebookPage }))),
  },
};
