import type { FeatureManifest } from '../../shared/feature-manifest';

/**
 * Recycling (the waste bank) has no page, menu or card in the console: the registry keeps it
 * hidden ('api-only'), residents use it through the app. Its one console part is the report
 * section `components/recycling-report.tsx`, which the reports page imports.
 */
export const recyclingManifest: FeatureManifest<'recycling'> = {
  key: 'recycling',
  pages: {},
};
