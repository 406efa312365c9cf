import { DownloadOutlined } from '@ant-design/icons';
import type { RecyclingReport as Report } from '@cc/contracts/recycling';
import { Alert, App, Button, Skeleton, Statistic, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessageOf } from '../../../shared/api/api-error';
import { useCommunityID } from '../../../shared/session/use-community';
import { usePermissions } from '../../../shared/session/use-permissions';
import { BarChart } from '../../../shared/ui/bar-chart';
import { downloadRecyclingExcel, useRecyclingReport } from '../api/recycling';
import { useLiveRecycling } from '../api/use-live-recycling';
import { formatBaht, formatCount, formatKg, formatMonth } from '../recycling-figures';
import '../recycling.css';

type Line = Report['lines'][number] & { key: string };

/** The chart's bar colour: a green with 4.5:1 against white, as the legend's text needs none. */
const KG_COLOUR = '#2f7d32';

/**
 * The reports page's recycling section: for the range (Bangkok days, ISO dates), the waste bank's
 * kilograms, value and points by month and kind, as a chart of kilograms per month, a table with
 * its totals, and the office's Excel workbook (staff only: it lists every unit).
 */
export default function RecyclingReport({ from, to }: { from: string; to: string }) {
  const { t, i18n } = useTranslation('recycling');
  const lang = i18n.language;
  const { message } = App.useApp();
  const communityID = useCommunityID();
  const canExport = usePermissions().has('RECYCLING:write');
  const { data, error, isPending } = useRecyclingReport({ from, to });
  useLiveRecycling();
  const lines: Line[] = (data?.lines ?? []).map((l) => ({ ...l, key: `${l.month}:${l.kindID}` }));
  // The console never shows recycling as on: while the community's switch is off, nothing here.
  if (error instanceof ApiError && error.code === 'FEATURE_DISABLED') return null;
  return (
    <section
      className="recycling-report"
      aria-labelledby="recycling-report-title"
      data-testid="recycling-report"
    >
      <div className="recycling-report__head">
        <h2 id="recycling-report-title" className="recycling-report__title">
          {t('report.title')}
        </h2>
        {canExport && (
          <Button
            icon={<DownloadOutlined />}
            data-testid="recycling-excel"
            onClick={() =>
              void downloadRecyclingExcel(communityID, { from, to }).catch(
                (e) => void message.error(errorMessageOf(e)),
              )
            }
          >
            {t('report.excel')}
          </Button>
        )}
      </div>
      {error ? (
        <Alert type="error" showIcon title={t('report.failed')} description={errorMessageOf(error)} />
      ) : isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <>
          <div className="recycling-report__figures">
            <Statistic title={t('report.kg')} value={formatKg(data.totals.grams, lang)} />
            <Statistic title={t('report.baht')} value={formatBaht(data.totals.satang, lang)} />
            <Statistic title={t('report.points')} value={formatCount(data.totals.points, lang)} />
            <Statistic title={t('report.weighIns')} value={formatCount(data.totals.weighIns, lang)} />
          </div>
          <BarChart
            title={t('report.chartTitle')}
            categoryLabel={t('report.month')}
            categories={data.months.map((m) => formatMonth(m.month, lang))}
            series={[
              {
                key: 'kg',
                label: t('report.kg'),
                color: KG_COLOUR,
                values: data.months.map((m) => m.grams / 1000),
              },
            ]}
            formatValue={(kg) => formatKg(kg * 1000, lang)}
            emptyText={t('report.empty')}
          />
          <Table<Line>
            rowKey="key"
            size="small"
            scroll={{ x: 'max-content' }}
            dataSource={lines}
            locale={{ emptyText: t('report.empty') }}
            pagination={lines.length > 24 ? { pageSize: 24, showSizeChanger: false } : false}
            summary={() =>
              lines.length ? (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={2}>
                    <strong>{t('report.total')}</strong>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={2} align="end">
                    {formatCount(data.totals.weighIns, lang)}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={3} align="end">
                    {formatKg(data.totals.grams, lang)}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={4} align="end">
                    {formatBaht(data.totals.satang, lang)}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={5} align="end">
                    {formatCount(data.totals.points, lang)}
                  </Table.Summary.Cell>
                </Table.Summary.Row>
              ) : null
            }
            columns={[
              { key: 'month', title: t('report.month'), render: (_, l) => formatMonth(l.month, lang) },
              { key: 'kind', title: t('report.kind'), dataIndex: 'kindName' },
              {
                key: 'weighIns',
                title: t('report.weighIns'),
                align: 'end',
                render: (_, l) => formatCount(l.weighIns, lang),
              },
              { key: 'kg', title: t('report.kg'), align: 'end', render: (_, l) => formatKg(l.grams, lang) },
              {
                key: 'baht',
                title: t('report.baht'),
                align: 'end',
                render: (_, l) => formatBaht(l.satang, lang),
              },
              {
                key: 'points',
                title: t('report.points'),
                align: 'end',
                render: (_, l) => formatCount(l.points, lang),
              },
            ]}
          />
        </>
      )}
    </section>
  );
}
