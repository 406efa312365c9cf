import { PlusOutlined } from '@ant-design/icons';
import type { PatrolItem } from '@cc/contracts/patrol';
import { Alert, Button, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/i18n/format-date';
import { usePermissions } from '../../../shared/session/use-permissions';
import { PageHeader } from '../../../shared/ui/page-header';
import { usePatrolItems } from '../api/patrol';
import { useLivePatrol } from '../api/use-live-patrol';
import { ItemDialog } from '../components/item-dialog';

/** /dashboard/patrol: the community's items, newest first. */
export function PatrolPage() {
  const { t } = useTranslation('patrol');
  const canWrite = usePermissions().has('PATROL:write');
  const { data, error, isPending } = usePatrolItems();
  const [adding, setAdding] = useState(false);
  useLivePatrol();
  return (
    <div>
      <PageHeader
        title={t('shared:areas.patrol')}
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
        <Table<PatrolItem>
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
