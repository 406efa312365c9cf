import type { IssueTask } from '@cc/contracts/issuetracking';
import { Alert, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/i18n/format-date';
import { PageHeader } from '../../../shared/ui/page-header';
import { useCurrentTasks } from '../api/issuetracking';

/** /dashboard/issuetracking: the community's items, newest first. */
export function IssuetrackingPage() {
  const { t } = useTranslation('issuetracking');
  const { data, error, isPending } = useCurrentTasks();
  return (
    <div>
      <PageHeader title={t('shared:areas.issuetracking')} />
      {error ? (
        <Alert type="error" showIcon title={error.message} />
      ) : (
        <Table<IssueTask>
          rowKey="taskID"
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
    </div>
  );
}
