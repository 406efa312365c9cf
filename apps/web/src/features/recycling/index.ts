import { allow } from '@cc/contracts/access';
import { lazy } from 'react';
import type { FeatureManifest } from '../../shared/feature-manifest';

/**
 * Recycling (the waste bank) has no page, menu or card in the console: the registry keeps it
 * hidden ('api-only'), residents use it through the app. Its one console part is its section
 * of the dashboard's reports tab, shown while the community's stored switch lets the API answer.
 */
export const recyclingManifest: FeatureManifest<'recycling'> = {
  key: 'recycling',
  pages: {},
  report: {
    // The access of its report operation (kept literal: the manifest loads before any page).
    access: allow.to('RECYCLING:read'),
    section: lazy(() => import('./components/recycling-report')),
    offInConsole: true,
  },
};
