import type { RepairRequest } from '@cc/contracts/repair-records';
import { Alert, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/i18n/format-date';
import { PageHeader } from '../../../shared/ui/page-header';
import { useRepairItems } from '../api/repair';

/** /dashboard/repair: the community's items, newest first. */
export function RepairPage() {
  const { t } = useTranslation('repair');
  const { data, error, isPending } = useRepairItems();
  return (
    <div>
      <PageHeader title={t('shared:areas.repair')} />
      {error ? (
        <Alert type="error" showIcon title={error.message} />
      ) : (
        <Table<RepairRequest>
          rowKey="requestID"
          loading={isPending}
          dataSource={data ?? []}
          locale={{ emptyText: t('empty') }}
          pagination={false}
          columns={[
            { key: 'title', title: t('columns.title'), dataIndex: 'description' },
            {
              key: 'createdAt',
              title: t('columns.created'),
              render: (_, item) => formatDate(item.createdAt),
            },
          ]}
        />
      )}
    </div>
  );
}
