import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePermissions } from '../../../shared/session/use-permissions';
import { PageHeader } from '../../../shared/ui/page-header';
import { useLiveIncident } from '../api/use-live-incident';
import { IncidentList } from '../components/incident-list';
import { SosAlerts } from '../components/sos-alerts';
import { SosSettings } from '../components/sos-settings';

/** /dashboard/incident: incidents (list, drawer, Excel, print), SOS alerts and, for managers, SOS settings. */
export function IncidentPage() {
  const { t } = useTranslation('incident');
  const perms = usePermissions();
  const [params, setParams] = useSearchParams();
  useLiveIncident();
  const tabs = [
    { key: 'incidents', label: t('tabs.incidents'), children: <IncidentList /> },
    ...(perms.has('INCIDENT_REPORT:read')
      ? [{ key: 'alerts', label: t('tabs.alerts'), children: <SosAlerts /> }]
      : []),
    ...(perms.has('INCIDENT_REPORT:approve')
      ? [{ key: 'settings', label: t('tabs.settings'), children: <SosSettings /> }]
      : []),
  ];
  // A link naming a tab this person does not have (or none at all) opens the incidents.
  const asked = params.get('tab');
  const activeKey = tabs.some((tab) => tab.key === asked) ? asked! : 'incidents';
  return (
    <div>
      <PageHeader title={t('shared:areas.incident')} />
      <Tabs
        activeKey={activeKey}
        onChange={(tab) => setParams({ tab }, { replace: true })}
        items={tabs}
        destroyOnHidden
      />
    </div>
  );
}
