import { PlusOutlined } from '@ant-design/icons';
import type { Service } from '@cc/contracts/losservices';
import { Button, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePermissions } from '../../../shared/session/use-permissions';
import { PageHeader } from '../../../shared/ui/page-header';
import { useLiveLosservices } from '../api/use-live-losservices';
import { RequestsTable } from '../components/requests-table';
import { ServiceCards } from '../components/service-cards';
import { ServiceDialog } from '../components/service-dialog';

/** /dashboard/losservices: residents' requests to partners, and the services the community offers. */
export function LosservicesPage() {
  const { t } = useTranslation('losservices');
  const canWrite = usePermissions().has('LOS_SERVICES:write');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'services' ? 'services' : 'requests';
  const [editing, setEditing] = useState<{ service: Service | null } | null>(null);
  useLiveLosservices();
  return (
    <div>
      <PageHeader
        title={t('shared:areas.losservices')}
        extra={
          canWrite && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ service: null })}>
              {t('actions.add')}
            </Button>
          )
        }
      />
      <Tabs
        activeKey={tab}
        onChange={(k) => setParams(k === 'services' ? { tab: k } : {}, { replace: true })}
        items={[
          { key: 'requests', label: t('tabs.requests'), children: <RequestsTable canWrite={canWrite} /> },
          {
            key: 'services',
            label: t('tabs.services'),
            children: <ServiceCards canWrite={canWrite} onEdit={(service) => setEditing({ service })} />,
          },
        ]}
      />
      <ServiceDialog
        open={editing !== null}
        service={editing?.service ?? null}
        onClose={() => setEditing(null)}
      />
    </div>
  );
}
