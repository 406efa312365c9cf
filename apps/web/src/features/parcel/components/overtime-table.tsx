import { Alert, Empty, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/i18n/format-time';
import { useTimeZone } from '../../../shared/session/use-community';
import { LoadMore } from '../../../shared/ui/load-more';
import { useOvertimeRequests } from '../api/overdue';
import { errorText } from '../parcel-labels';
import { pagingTexts } from './paging-texts';

/**
 * Residents' requests to keep a parcel longer. The community's rules (allowed, most days) grant
 * them as they are made; the desk sees each one and the parcel's new due time.
 */
export function OvertimeTable() {
  const { t } = useTranslation('parcel');
  const tz = useTimeZone();
  const q = useOvertimeRequests();
  const items = q.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <>
      <p className="parcel-muted">{t('overtime.help')}</p>
      {q.error && <Alert type="error" showIcon title={errorText(t, q.error)} />}
      <Table
        rowKey="requestID"
        size="middle"
        loading={q.isPending}
        dataSource={items}
        pagination={false}
        scroll={{ x: 820 }}
        data-testid="overtime-table"
        locale={{ emptyText: <Empty description={t('overtime.empty')} /> }}
        columns={[
          { key: 'no', title: t('fields.no'), dataIndex: 'no', width: 72 },
          { key: 'unit', title: t('fields.unit'), dataIndex: 'unitNo' },
          { key: 'recipient', title: t('fields.recipient'), dataIndex: 'recipientName' },
          { key: 'days', title: t('overtime.extra'), render: (_, r) => t('overtime.days', { days: r.days }) },
          { key: 'reason', title: t('fields.reason'), render: (_, r) => r.reason ?? '-' },
          { key: 'asked', title: t('overtime.asked'), render: (_, r) => formatDateTime(r.createdAt, tz) },
          { key: 'due', title: t('overtime.newDue'), render: (_, r) => formatDateTime(r.overdueAt, tz) },
        ]}
      />
      {items.length > 0 && <LoadMore query={q} {...pagingTexts(t, items.length)} />}
    </>
  );
}
