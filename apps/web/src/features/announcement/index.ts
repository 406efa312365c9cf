import { allow } from '@cc/contracts/access';
import { lazy } from 'react';
import type { FeatureManifest } from '../../shared/feature-manifest';

/**
 * Announcements: the registry gives two routes, so the advanced editor, the manage tabs and
 * the report are views of them chosen by the query string.
 */
export const announcementManifest: FeatureManifest<'announcement'> = {
  key: 'announcement',
  pages: {
    announcement: lazy(() => import('./pages/manage-page').then((m) => ({ default: m.ManagePage }))),
    'announcement/newpost': lazy(() =>
      import('./pages/new-post-page').then((m) => ({ default: m.NewPostPage })),
    ),
  },
  menu: [
    { route: 'announcement/newpost', labelKey: 'announcement:menu.newPost' },
    { route: 'announcement/newpost', search: '?mode=advanced', labelKey: 'announcement:menu.advanced' },
    { route: 'announcement', labelKey: 'announcement:menu.manage' },
    { route: 'announcement', search: '?tab=PUBLISHED', labelKey: 'announcement:menu.published' },
    { route: 'announcement', search: '?tab=DRAFT', labelKey: 'announcement:menu.drafts' },
    { route: 'announcement', search: '?view=report', labelKey: 'announcement:menu.report' },
  ],
  card: lazy(() => import('./components/announcement-card').then((m) => ({ default: m.AnnouncementCard }))),
  report: {
    // The access of its report operations (kept literal: the manifest loads before any page).
    access: allow.to('ANNOUNCEMENT:read', { anyOf: ['ANNOUNCEMENT:write', 'ANNOUNCEMENT:approve'] }),
    section: lazy(() => import('./components/report-section').then((m) => ({ default: m.ReportSection }))),
  },
};
