import type { RegulationHistoryRow } from '@cc/contracts/regulation';
import { Alert, Button, Skeleton, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '../../../shared/i18n/format-time';
import { useTimeZone } from '../../../shared/session/use-community';
import { BarChart } from '../../../shared/ui/bar-chart';
import { useHistory } from '../api/regulation';
import { StatusTag } from './status-tag';

/** The year's versions: acknowledgements per month as a chart, then every version with its counts. */
export function HistoryTab({ onReport }: { onReport: (versionID: string) => void }) {
  const { t, i18n } = useTranslation('regulation');
  const timeZone = useTimeZone();
  const history = useHistory();
  if (history.isPending) return <Skeleton active />;
  if (history.error) return <Alert type="error" showIcon title={history.error.message} />;
  const { months, versions, units } = history.data;
  const monthName = (m: string) =>
    new Intl.DateTimeFormat(i18n.language, { month: 'short', year: 'numeric' }).format(
      dayjs(`${m}-01`).toDate(),
    );
  const share = (n: number) =>
    units ? `${formatNumber(n)} (${Math.round((n / units) * 100)}%)` : formatNumber(n);
  return (
    <div>
      <BarChart
        title={t('history.chart')}
        categoryLabel={t('history.month')}
        categories={months.map((m) => monthName(m.month))}
        series={[
          {
            key: 'acknowledged',
            label: t('report.acknowledged'),
            color: '#237804',
            values: months.map((m) => m.acknowledged),
          },
        ]}
        emptyText={t('history.empty')}
        formatValue={(n) => formatNumber(n)}
      />
      <Table<RegulationHistoryRow>
        rowKey="versionID"
        dataSource={versions}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: t('history.empty') }}
        scroll={{ x: 760 }}
        columns={[
          {
            key: 'published',
            title: t('history.published'),
            render: (_, v) => formatDateTime(v.publishedAt, timeZone),
          },
          {
            key: 'title',
            title: t('columns.title'),
            render: (_, v) => (
              <Button type="link" onClick={() => onReport(v.versionID)}>
                {`${v.title} · ${t('versionNo', { no: v.versionNo })}`}
              </Button>
            ),
          },
          {
            key: 'category',
            title: t('columns.category'),
            render: (_, v) => <Tag>{t(`category.${v.category}`)}</Tag>,
          },
          { key: 'status', title: t('columns.status'), render: (_, v) => <StatusTag status={v.status} /> },
          { key: 'read', title: t('report.read'), render: (_, v) => share(v.read) },
          {
            key: 'ack',
            title: t('report.acknowledged'),
            render: (_, v) => (v.requiresAck ? share(v.acknowledged) : '–'),
          },
        ]}
      />
    </div>
  );
}
