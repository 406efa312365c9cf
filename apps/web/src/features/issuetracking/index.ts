import { allow } from '@cc/contracts/access';
import { lazy } from 'react';
import type { FeatureManifest } from '../../shared/feature-manifest';

/**
 * Issue tracking: the office's task list (with reports and settings as views), the groups page
 * and each group's board, the sidebar's six items of the spec, and the dashboard card.
 */
export const issuetrackingManifest: FeatureManifest<'issuetracking'> = {
  key: 'issuetracking',
  pages: {
    issuetracking: lazy(() =>
      import('./pages/issuetracking-page').then((m) => ({ default: m.IssuetrackingPage })),
    ),
    'issuetracking/group': lazy(() => import('./pages/group-page').then((m) => ({ default: m.GroupPage }))),
    'issuetracking/group/task': lazy(() =>
      import('./task-board/task-board-page').then((m) => ({ default: m.TaskBoardPage })),
    ),
  },
  // Spec 2's six labels: current and closed are tabs, add opens the board's dialog, search
  // focuses the list's search box, read all asks to confirm on the list.
  menu: [
    { route: 'issuetracking/group', labelKey: 'issuetracking:menu.groups' },
    { route: 'issuetracking', labelKey: 'issuetracking:menu.current' },
    { route: 'issuetracking', search: '?tab=closed', labelKey: 'issuetracking:menu.closed' },
    { route: 'issuetracking/group/task', search: '?new=1', labelKey: 'issuetracking:menu.newTask' },
    { route: 'issuetracking', search: '?focus=search', labelKey: 'issuetracking:menu.search' },
    { route: 'issuetracking', search: '?action=readAll', labelKey: 'issuetracking:menu.readAll' },
  ],
  card: lazy(() => import('./components/summary-card').then((m) => ({ default: m.SummaryCard }))),
  report: {
    // The access of its report operations (kept literal: the manifest loads before any page).
    access: allow.to('ISSUE_TRACKING:read'),
    section: lazy(() => import('./components/report-section').then((m) => ({ default: m.ReportSection }))),
  },
};
