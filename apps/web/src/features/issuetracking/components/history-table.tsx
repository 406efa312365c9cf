import { Alert, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { formatDateTime, formatNumber } from '../../../shared/i18n/format-time';
import { ltr } from '../../../shared/i18n/isolate';
import { useTimeZone } from '../../../shared/session/use-community';
import { LoadMore } from '../../../shared/ui/load-more';
import { type ReportRange, useHistoryReport } from '../api/reports';
import { durationParts } from '../report-months';

/** Closed tasks of the range with the time each took to close, and the average. */
export function HistoryTable({ range }: { range: ReportRange }) {
  const { t } = useTranslation('issuetracking');
  const timeZone = useTimeZone();
  const history = useHistoryReport(range);
  const rows = history.data?.pages.flatMap((p) => p.items) ?? [];
  const first = history.data?.pages[0];
  const took = (hours: number) => {
    const d = durationParts(hours);
    return t(`report.took.${d.unit}`, { n: formatNumber(d.value) });
  };
  if (history.error) return <Alert type="error" showIcon title={errorMessageOf(history.error)} />;
  return (
    <>
      {first?.averageHours != null && (
        <p className="it-muted" data-testid="average-close">
          {t('report.average', { took: took(first.averageHours) })}
        </p>
      )}
      <Table
        rowKey="taskID"
        size="small"
        pagination={false}
        scroll={{ x: 860 }}
        loading={history.isPending}
        dataSource={rows}
        locale={{ emptyText: t('report.noData') }}
        data-testid="history-table"
        columns={[
          { key: 'number', title: t('columns.number'), render: (_, r) => ltr(r.number), width: 110 },
          { key: 'title', title: t('columns.title'), dataIndex: 'title', ellipsis: true },
          { key: 'group', title: t('columns.group'), dataIndex: 'groupName', width: 140 },
          {
            key: 'created',
            title: t('columns.created'),
            render: (_, r) => formatDateTime(r.createdAt, timeZone),
          },
          {
            key: 'closed',
            title: t('columns.closedAt'),
            render: (_, r) => formatDateTime(r.closedAt, timeZone),
          },
          { key: 'by', title: t('columns.closedBy'), render: (_, r) => r.closedBy?.name ?? '–' },
          { key: 'took', title: t('columns.took'), align: 'end', render: (_, r) => took(r.hoursToClose) },
        ]}
      />
      <LoadMore
        query={history}
        shownText={t('list.shownOf', {
          shown: formatNumber(rows.length),
          total: formatNumber(first?.total ?? 0),
        })}
        moreText={t('list.loadMore')}
      />
    </>
  );
}
