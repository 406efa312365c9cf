import type { FacilityCard } from '@cc/contracts/facilitybooking';
import { Alert, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/i18n/format-date';
import { PageHeader } from '../../../shared/ui/page-header';
import { useFacilitybookingItems } from '../api/facilitybooking';

/** /dashboard/facilitybooking: the community's items, newest first. */
export function FacilitybookingPage() {
  const { t } = useTranslation('facilitybooking');
  const { data, error, isPending } = useFacilitybookingItems();
  return (
    <div>
      <PageHeader title={t('shared:areas.facilitybooking')} />
      {error ? (
        <Alert type="error" showIcon title={error.message} />
      ) : (
        <Table<FacilityCard>
          rowKey="facilityID"
          loading={isPending}
          dataSource={data ?? []}
          locale={{ emptyText: t('empty') }}
          pagination={false}
          columns={[
            { key: 'title', title: t('columns.title'), dataIndex: 'name' },
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
