import { lazy } from 'react';
import type { FeatureManifest } from '../../shared/feature-manifest';

/**
 * The suggestion box: the list by state with counts, days and category, a drawer per suggestion
 * (photos, timeline, reply, moves), the Excel export, both settings, and the dashboard card.
 */
export const suggestionManifest: FeatureManifest<'suggestion'> = {
  key: 'suggestion',
  pages: {
    suggestion: lazy(() => import('./pages/list-page').then((m) => ({ default: m.ListPage }))),
    'suggestion/preference': lazy(() =>
      import('./pages/preference-page').then((m) => ({ default: m.PreferencePage })),
    ),
  },
  menu: [
    { route: 'suggestion', labelKey: 'suggestion:menu.list' },
    { route: 'suggestion/preference', labelKey: 'suggestion:menu.preference' },
  ],
  card: lazy(() => import('./components/summary-card').then((m) => ({ default: m.SummaryCard }))),
};
