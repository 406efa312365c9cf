import { PlusOutlined } from '@ant-design/icons';
import type { RecyclingItem } from '@cc/contracts/recycling';
import { Alert, Button, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/i18n/format-date';
import { usePermissions } from '../../../shared/session/use-permissions';
import { PageHeader } from '../../../shared/ui/page-header';
import { useRecyclingItems } from '../api/recycling';
import { useLiveRecycling } from '../api/use-live-recycling';
import { ItemDialog } from '../components/item-dialog';

/** /dashboard/recycling: the community's items, newest first. */
export function RecyclingPage() {
  const { t } = useTranslation('recycling');
  const canWrite = usePermissions().has('RECYCLING:write');
  const { data, error, isPending } = useRecyclingItems();
  const [adding, setAdding] = useState(false);
  useLiveRecycling();
  return (
    <div>
      <PageHeader
        title={t('shared:areas.recycling')}
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
        <Table<RecyclingItem>
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
