import { lazy } from 'react';
import type { FeatureManifest } from '../../shared/feature-manifest';

const HomePage = lazy(() => import('./pages/home-page').then((m) => ({ default: m.HomePage })));

/** The landing page answers both /dashboard and /dashboard/home. */
export const homeManifest: FeatureManifest<''> = { key: '', pages: { '': HomePage, home: HomePage } };
