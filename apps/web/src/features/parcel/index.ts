import { allow } from '@cc/contracts/access';
import { lazy } from 'react';
import type { FeatureManifest } from '../../shared/feature-manifest';

/**
 * Parcels (issue 6): the desk console. One lazy page per registry route, the sidebar's sub-items
 * in the spec's order, and the dashboard card with live waiting and overdue counts.
 */
export const parcelManifest: FeatureManifest<'parcel'> = {
  key: 'parcel',
  pages: {
    parcel: lazy(() => import('./pages/parcel-list-page').then((m) => ({ default: m.ParcelListPage }))),
    parcelimport: lazy(() => import('./pages/import-page').then((m) => ({ default: m.ImportPage }))),
    parcelreport: lazy(() => import('./pages/report-page').then((m) => ({ default: m.ReportPage }))),
    parcelprintout: lazy(() => import('./pages/print-page').then((m) => ({ default: m.PrintPage }))),
    parcelsearch: lazy(() => import('./pages/search-page').then((m) => ({ default: m.SearchPage }))),
    newparcel: lazy(() => import('./pages/new-parcel-page').then((m) => ({ default: m.NewParcelPage }))),
    parcelexport: lazy(() => import('./pages/hand-out-page').then((m) => ({ default: m.HandOutPage }))),
    parceloverdue: lazy(() => import('./pages/overdue-page').then((m) => ({ default: m.OverduePage }))),
    parcelSettings: lazy(() => import('./pages/settings-page').then((m) => ({ default: m.SettingsPage }))),
  },
  // Spec 2's parcel menu; the activity log has no route of its own and opens in the list page.
  menu: [
    { route: 'parcel', labelKey: 'parcel:menu.list' },
    { route: 'parcelimport', labelKey: 'parcel:menu.import' },
    { route: 'parcel?view=activity', labelKey: 'parcel:menu.activity' },
    { route: 'parcelsearch', labelKey: 'parcel:menu.search' },
    { route: 'newparcel', labelKey: 'parcel:menu.new' },
    { route: 'parcelreport', labelKey: 'parcel:menu.report' },
    { route: 'parcelprintout', labelKey: 'parcel:menu.print' },
    { route: 'parcelexport', labelKey: 'parcel:menu.handOut' },
    { route: 'parceloverdue', labelKey: 'parcel:menu.overdue' },
    { route: 'parcelSettings', labelKey: 'parcel:menu.settings' },
  ],
  card: lazy(() => import('./components/summary-card').then((m) => ({ default: m.SummaryCard }))),
  report: {
    // The access of its report operations (kept literal: the manifest loads before any page).
    access: allow.to('PARCEL:write'),
    section: lazy(() => import('./components/report-section').then((m) => ({ default: m.ReportSection }))),
  },
};
