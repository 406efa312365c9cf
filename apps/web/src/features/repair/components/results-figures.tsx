import type { resultsSchema } from '@cc/contracts/repair-records';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { BarChart } from '../../../shared/ui/bar-chart';
import { hoursOf, monthOf } from '../format';
import { formatBaht } from '../money';

export type Results = z.infer<typeof resultsSchema>;

const pct = (share: number | null) => (share === null ? '–' : `${Math.round(share * 100)}%`);
const starsOf = (s: number) => s.toFixed(2);

/** The operating results: per month figures, the received/closed chart, and stars by category and technician. */
export function ResultsFigures({ results, print = false }: { results: Results; print?: boolean }) {
  const { t } = useTranslation('repair');
  const months = results.months;
  return (
    <div className="rp-results" data-testid="results">
      <BarChart
        title={t('results.chart')}
        categoryLabel={t('results.month')}
        categories={months.map((m) => monthOf(m.month))}
        emptyText={t('results.empty')}
        series={[
          {
            key: 'received',
            label: t('results.received'),
            color: '#1677ff',
            values: months.map((m) => m.received),
          },
          {
            key: 'closed',
            label: t('results.closed'),
            color: '#52c41a',
            values: months.map((m) => m.closed),
          },
        ]}
      />
      <Table
        size="small"
        rowKey="month"
        pagination={false}
        scroll={print ? undefined : { x: 'max-content' }}
        dataSource={months}
        locale={{ emptyText: t('results.empty') }}
        columns={[
          { key: 'month', title: t('results.month'), render: (_, m) => monthOf(m.month) },
          { key: 'received', title: t('results.received'), align: 'end', dataIndex: 'received' },
          { key: 'accepted', title: t('results.accepted'), align: 'end', dataIndex: 'accepted' },
          { key: 'rejected', title: t('results.rejected'), align: 'end', dataIndex: 'rejected' },
          { key: 'closed', title: t('results.closed'), align: 'end', dataIndex: 'closed' },
          { key: 'forceClosed', title: t('results.forceClosed'), align: 'end', dataIndex: 'forceClosed' },
          {
            key: 'acc',
            title: t('results.medianAccept'),
            align: 'end',
            render: (_, m) => hoursOf(m.medianHoursToAccept),
          },
          {
            key: 'visit',
            title: t('results.medianVisit'),
            align: 'end',
            render: (_, m) => hoursOf(m.medianHoursToVisit),
          },
          {
            key: 'close',
            title: t('results.medianClose'),
            align: 'end',
            render: (_, m) => hoursOf(m.medianHoursToClose),
          },
          { key: 'sla', title: t('results.withinSla'), align: 'end', render: (_, m) => pct(m.withinSla) },
          {
            key: 'quoted',
            title: t('results.quoted'),
            align: 'end',
            render: (_, m) => formatBaht(m.quotedSatang),
          },
          {
            key: 'collected',
            title: t('results.collected'),
            align: 'end',
            render: (_, m) => formatBaht(m.collectedSatang),
          },
        ]}
      />
      <div className="rp-results__stars">
        <Table
          size="small"
          rowKey="categoryID"
          pagination={false}
          title={() => t('results.starsByCategory')}
          dataSource={results.starsByCategory}
          columns={[
            { key: 'name', title: t('columns.category'), dataIndex: 'name' },
            { key: 'stars', title: t('columns.stars'), align: 'end', render: (_, s) => starsOf(s.stars) },
            { key: 'reviews', title: t('results.reviews'), align: 'end', dataIndex: 'reviews' },
          ]}
        />
        <Table
          size="small"
          rowKey="technicianID"
          pagination={false}
          title={() => t('results.starsByTechnician')}
          dataSource={results.starsByTechnician}
          columns={[
            { key: 'name', title: t('schedule.technician'), dataIndex: 'name' },
            { key: 'stars', title: t('columns.stars'), align: 'end', render: (_, s) => starsOf(s.stars) },
            { key: 'reviews', title: t('results.reviews'), align: 'end', dataIndex: 'reviews' },
          ]}
        />
      </div>
    </div>
  );
}
