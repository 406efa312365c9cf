import { lazy } from 'react';
import type { FeatureManifest } from '../../shared/feature-manifest';

/**
 * Repair requests: the list by state with SLA colours, a request's detail with the office's
 * steps, the technicians' calendar (its own lazy chunk, FullCalendar inside), the settings, the
 * office's own filing, search, history with the operating results and the printable report, and
 * the dashboard card.
 */
export const repairManifest: FeatureManifest<'repair'> = {
  key: 'repair',
  pages: {
    repair: lazy(() => import('./pages/list-page').then((m) => ({ default: m.ListPage }))),
    'repair/detail': lazy(() => import('./pages/detail-page').then((m) => ({ default: m.DetailPage }))),
    'repair/appointment': lazy(() =>
      import('./pages/appointment-page').then((m) => ({ default: m.AppointmentPage })),
    ),
    'repair/preference': lazy(() =>
      import('./pages/preference-page').then((m) => ({ default: m.PreferencePage })),
    ),
    'repair/createnew': lazy(() => import('./pages/create-page').then((m) => ({ default: m.CreatePage }))),
    'repair/search': lazy(() => import('./pages/search-page').then((m) => ({ default: m.SearchPage }))),
    'repair/history': lazy(() => import('./pages/history-page').then((m) => ({ default: m.HistoryPage }))),
  },
  // Spec 2's labels; "detail" opens from a row, so the sidebar leads to the list for it.
  menu: [
    { route: 'repair', labelKey: 'repair:menu.list' },
    { route: 'repair/createnew', labelKey: 'repair:menu.create' },
    { route: 'repair/search', labelKey: 'repair:menu.search' },
    { route: 'repair/appointment', labelKey: 'repair:menu.appointments' },
    { route: 'repair/history', labelKey: 'repair:menu.history' },
    { route: 'repair/history', search: '?view=results', labelKey: 'repair:menu.results' },
    { route: 'repair/history', search: '?view=report', labelKey: 'repair:menu.report' },
    { route: 'repair/preference', labelKey: 'repair:menu.preference' },
  ],
  card: lazy(() => import('./components/summary-card').then((m) => ({ default: m.SummaryCard }))),
};
