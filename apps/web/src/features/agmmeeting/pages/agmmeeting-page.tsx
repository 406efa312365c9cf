import { PlusOutlined } from '@ant-design/icons';
import type { AgmmeetingItem } from '@cc/contracts/agmmeeting';
import { Alert, Button, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/i18n/format-date';
import { usePermissions } from '../../../shared/session/use-permissions';
import { PageHeader } from '../../../shared/ui/page-header';
import { useAgmmeetingItems } from '../api/agmmeeting';
import { useLiveAgmmeeting } from '../api/use-live-agmmeeting';
import { ItemDialog } from '../components/item-dialog';

/** /dashboard/agmmeeting: the community's items, newest first. */
export function AgmmeetingPage() {
  const { t } = useTranslation('agmmeeting');
  const canWrite = usePermissions().has('AGM_MEETING:write');
  const { data, error, isPending } = useAgmmeetingItems();
  const [adding, setAdding] = useState(false);
  useLiveAgmmeeting();
  return (
    <div>
      <PageHeader
        title={t('shared:areas.agmmeeting')}
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
        <Table<AgmmeetingItem>
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
