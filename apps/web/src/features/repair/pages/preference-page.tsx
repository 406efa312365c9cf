import { repairSettingOps } from '@cc/contracts/repair-setting-ops';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../shared/ui/page-header';
import { OfficeOnly } from '../components/office-only';
import {
  AppointmentTab,
  CategoriesTab,
  PricingTab,
  SlaTab,
  TechniciansTab,
} from '../components/preference-tabs';
import '../repair.css';

const TABS = ['categories', 'pricing', 'technicians', 'appointment', 'sla'] as const;

/** /dashboard/repair/preference?tab=: categories with SLA, price list, technicians, appointments, working time. */
export function PreferencePage() {
  return (
    <OfficeOnly op={repairSettingOps.categoriesUpdate}>
      <PreferencePageView />
    </OfficeOnly>
  );
}

function PreferencePageView() {
  const { t } = useTranslation('repair');
  const [params, setParams] = useSearchParams();
  const tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? params.get('tab')!
    : 'categories';
  const body = {
    categories: <CategoriesTab />,
    pricing: <PricingTab />,
    technicians: <TechniciansTab />,
    appointment: <AppointmentTab />,
    sla: <SlaTab />,
  };
  return (
    <div>
      <PageHeader title={t('menu.preference')} />
      <Tabs
        activeKey={tab}
        onChange={(k) => setParams({ tab: k }, { replace: true })}
        destroyOnHidden
        items={TABS.map((k) => ({ key: k, label: t(`pref.tabs.${k}`), children: body[k] }))}
      />
    </div>
  );
}
