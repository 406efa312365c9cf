import { Skeleton, Tabs } from 'antd';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../shared/ui/page-header';
import { useLiveVms } from '../api/use-live-vms';
import { VMS_TABS, type VmsTab, vmsTabOf } from '../vms-tabs';

/** Each view loads when first opened, so the gate's desk does not wait for the coupon screens. */
const VIEWS: Record<VmsTab, LazyExoticComponent<ComponentType>> = {
  inside: lazy(() => import('../inside/inside-tab').then((m) => ({ default: m.InsideTab }))),
  log: lazy(() => import('../desk/log-tab').then((m) => ({ default: m.LogTab }))),
  desk: lazy(() => import('../desk/desk-tab').then((m) => ({ default: m.DeskTab }))),
  passes: lazy(() => import('../passes/passes-tab').then((m) => ({ default: m.PassesTab }))),
  coupons: lazy(() => import('../coupons/coupons-tab').then((m) => ({ default: m.CouponsTab }))),
  reports: lazy(() => import('../reports/reports-tab').then((m) => ({ default: m.ReportsTab }))),
  settings: lazy(() => import('../vms-settings/settings-tab').then((m) => ({ default: m.SettingsTab }))),
};

/**
 * /dashboard/vms: the gate's views as tabs; `?tab=` names the open one (the sidebar's items link
 * to them), and switching drops the other views' own parameters.
 */
export function VmsPage() {
  const { t } = useTranslation('vms');
  const [params, setParams] = useSearchParams();
  const tab = vmsTabOf(params.get('tab'));
  useLiveVms();
  const View = VIEWS[tab];
  return (
    <div className="vms-page">
      <PageHeader title={t('title')} />
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams({ tab: key })}
        destroyOnHidden
        items={VMS_TABS.map((key) => ({
          key,
          label: <span data-testid={`vms-tab-${key}`}>{t(`menu.${key}`)}</span>,
        }))}
      />
      <Suspense fallback={<Skeleton active />}>
        <View />
      </Suspense>
    </div>
  );
}
