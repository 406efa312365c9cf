import { PlusOutlined } from '@ant-design/icons';
import type { LosservicesItem } from '@cc/contracts/losservices';
import { Alert, Button, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/i18n/format-date';
import { usePermissions } from '../../../shared/session/use-permissions';
import { PageHeader } from '../../../shared/ui/page-header';
import { useLosservicesItems } from '../api/losservices';
import { useLiveLosservices } from '../api/use-live-losservices';
import { ItemDialog } from '../components/item-dialog';

/** /dashboard/losservices: the community's items, newest first. */
export function LosservicesPage() {
  const { t } = useTranslation('losservices');
  const canWrite = usePermissions().has('LOS_SERVICES:write');
  const { data, error, isPending } = useLosservicesItems();
  const [adding, setAdding] = useState(false);
  useLiveLosservices();
  return (
    <div>
      <PageHeader
        title={t('shared:areas.losservices')}
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
        <Table<LosservicesItem>
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
