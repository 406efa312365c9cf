import { lazy } from 'react';
import type { FeatureManifest } from '../../shared/feature-manifest';
import { VMS_TABS } from './vms-tabs';

/**
 * Visitor management: one route, `/dashboard/vms`, whose views are tabs (`?tab=`), as spec 2's
 * menu opens them: inside now, the visitor log, the check-in desk, pre-registrations, parking
 * coupons, reports and settings. The card shows who is inside and what waits for the office.
 */
export const vmsManifest: FeatureManifest<'vms'> = {
  key: 'vms',
  pages: {
    vms: lazy(() => import('./pages/vms-page').then((m) => ({ default: m.VmsPage }))),
  },
  menu: VMS_TABS.map((tab) => ({ route: 'vms', search: `?tab=${tab}`, labelKey: `vms:menu.${tab}` })),
  card: lazy(() => import('./inside/summary-card').then((m) => ({ default: m.SummaryCard }))),
};
