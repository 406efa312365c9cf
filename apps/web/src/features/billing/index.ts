import { lazy } from 'react';
import type { FeatureManifest } from '../../shared/feature-manifest';

/**
 * Billing's bills half: the month's figures, the list, new bills (one unit or a run), a bill's
 * detail with its PromptPay QR, the preferences, and the dashboard card; and the slips half: the
 * verifier's queue (evidence) and the payments search.
 */
export const billingManifest: FeatureManifest<'billing'> = {
  key: 'billing',
  pages: {
    billing: lazy(() => import('./pages/billing-page').then((m) => ({ default: m.BillingPage }))),
    'billing/list': lazy(() => import('./pages/bill-list-page').then((m) => ({ default: m.BillListPage }))),
    'billing/list/newbill': lazy(() =>
      import('./pages/new-bill-page').then((m) => ({ default: m.NewBillPage })),
    ),
    'billing/list/detail/:billingID': lazy(() =>
      import('./pages/bill-detail-page').then((m) => ({ default: m.BillDetailPage })),
    ),
    'billing/preference': lazy(() =>
      import('./pages/preference-page').then((m) => ({ default: m.PreferencePage })),
    ),
    'billing/searchbillingmessage': lazy(() =>
      import('./pages/message-search-page').then((m) => ({ default: m.MessageSearchPage })),
    ),
    'billing/evidence': lazy(() =>
      import('./pages/evidence-page').then((m) => ({ default: m.EvidencePage })),
    ),
    'billing/searchbillingevidence': lazy(() =>
      import('./pages/search-evidence-page').then((m) => ({ default: m.SearchEvidencePage })),
    ),
  },
  // Spec 2's six labels; the slips half fills the evidence and search pages.
  menu: [
    { route: 'billing/list/newbill', labelKey: 'billing:menu.newBill' },
    { route: 'billing/list', labelKey: 'billing:menu.list' },
    { route: 'billing/evidence', labelKey: 'billing:menu.evidence' },
    { route: 'billing/searchbillingevidence', labelKey: 'billing:menu.searchEvidence' },
    { route: 'billing/searchbillingmessage', labelKey: 'billing:menu.searchMessage' },
    { route: 'billing/preference', labelKey: 'billing:menu.preference' },
  ],
  card: lazy(() => import('./components/summary-card').then((m) => ({ default: m.SummaryCard }))),
};
