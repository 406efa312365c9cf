import type { IncidentView } from '@cc/contracts/incident';
import { Alert, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/i18n/format-date';
import { PageHeader } from '../../../shared/ui/page-header';
import { useIncidentList } from '../api/incident';
import { useLiveIncident } from '../api/use-live-incident';

/** /dashboard/incident: the community's incidents, newest first. */
export function IncidentPage() {
  const { t } = useTranslation('incident');
  const { data, error, isPending } = useIncidentList({});
  useLiveIncident();
  return (
    <div>
      <PageHeader title={t('shared:areas.incident')} />
      {error ? (
        <Alert type="error" showIcon title={error.message} />
      ) : (
        <Table<IncidentView>
          rowKey="incidentID"
          loading={isPending}
          dataSource={data?.pages.flatMap((p) => p.items) ?? []}
          locale={{ emptyText: t('empty') }}
          pagination={false}
          columns={[
            { key: 'no', title: t('columns.no'), dataIndex: 'no' },
            { key: 'place', title: t('columns.place'), dataIndex: 'place' },
            { key: 'occurredAt', title: t('columns.occurredAt'), render: (_, i) => formatDate(i.occurredAt) },
          ]}
        />
      )}
    </div>
  );
}
