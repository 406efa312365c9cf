import { PlusOutlined } from '@ant-design/icons';
import type { IncidentItem } from '@cc/contracts/incident';
import { Alert, Button, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/i18n/format-date';
import { usePermissions } from '../../../shared/session/use-permissions';
import { PageHeader } from '../../../shared/ui/page-header';
import { useIncidentItems } from '../api/incident';
import { useLiveIncident } from '../api/use-live-incident';
import { ItemDialog } from '../components/item-dialog';

/** /dashboard/incident: the community's items, newest first. */
export function IncidentPage() {
  const { t } = useTranslation('incident');
  const canWrite = usePermissions().has('INCIDENT_REPORT:write');
  const { data, error, isPending } = useIncidentItems();
  const [adding, setAdding] = useState(false);
  useLiveIncident();
  return (
    <div>
      <PageHeader
        title={t('shared:areas.incident')}
        extra={
          canWrite && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
              {t('add')}
            </Button>
          )
        }
      />
      {error ? (
        <Alert type="error" showIcon title={error.message} />
      ) : (
        <Table<IncidentItem>
          rowKey="itemID"
          loading={isPending}
          dataSource={data ?? []}
          locale={{ emptyText: t('empty') }}
          pagination={false}
          columns={[
            { key: 'title', title: t('columns.title'), dataIndex: 'title' },
            {
              key: 'createdAt',
              title: t('columns.created'),
              render: (_, item) => formatDate(item.createdAt),
            },
          ]}
        />
      )}
      <ItemDialog open={adding} onClose={() => setAdding(false)} />
    </div>
  );
}
