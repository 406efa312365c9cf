import { DownloadOutlined } from '@ant-design/icons';
import { AGE_BUCKETS } from '@cc/contracts/issuetracking-report-ops';
import { Alert, App, Button, Select, Skeleton, Statistic, Table } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { datePickerFormat } from '../../../shared/i18n/format-date';
import { formatNumber } from '../../../shared/i18n/format-time';
import { useCommunityID, useTimeZone } from '../../../shared/session/use-community';
import { BarChart } from '../../../shared/ui/bar-chart';
import { RangePicker } from '../../../shared/ui/date-picker';
import { useGroups } from '../api/groups';
import {
  downloadReports,
  type ReportRange,
  useMonthReport,
  useRemainingReport,
  useTotalReport,
} from '../api/reports';
import { monthLabel, monthStart, todayIn, twelveMonths } from '../report-months';
import { HistoryTable } from './history-table';

const STATES = ['TODO', 'DOING', 'WAITING', 'CLOSED', 'OVERDUE'] as const;

/** ?view=report: totals by state and group, twelve months of opened/closed/recalled, ages, history, Excel. */
export function ReportView() {
  const { t, i18n } = useTranslation('issuetracking');
  const { message } = App.useApp();
  const communityID = useCommunityID();
  const groups = useGroups();
  const today = todayIn(useTimeZone());
  const [range, setRange] = useState<ReportRange>(() => ({ from: monthStart(today, 11), to: today }));
  const month = range.to.slice(0, 7);
  const total = useTotalReport(range);
  const months = useMonthReport(month, range.groupID);
  const remaining = useRemainingReport();
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    await downloadReports(communityID, range).catch((e) => void message.error(errorMessageOf(e)));
    setDownloading(false);
  };
  const axis = twelveMonths(month);
  const byMonth = new Map((months.data ?? []).map((m) => [m.month, m]));
  const series = (key: 'opened' | 'closed' | 'recalled', color: string) => ({
    key,
    label: t(`report.${key}`),
    color,
    values: axis.map((m) => byMonth.get(m)?.[key] ?? 0),
  });

  return (
    <div className="it-report">
      <section className="cc-card">
        <div className="it-toolbar">
          <RangePicker
            aria-label={t('report.range')}
            format={datePickerFormat(i18n.language)}
            allowClear={false}
            value={[dayjs(range.from), dayjs(range.to)]}
            disabledDate={(d) => d.format('YYYY-MM-DD') > today}
            onChange={(r) =>
              r?.[0] &&
              r[1] &&
              setRange({ ...range, from: r[0].format('YYYY-MM-DD'), to: r[1].format('YYYY-MM-DD') })
            }
          />
          <Select
            allowClear
            className="it-filter"
            aria-label={t('filters.group')}
            placeholder={t('filters.allGroups')}
            value={range.groupID}
            onChange={(groupID?: string) => setRange({ ...range, groupID })}
            options={(groups.data ?? []).map((g) => ({ value: g.groupID, label: g.name }))}
          />
          <Button
            icon={<DownloadOutlined />}
            loading={downloading}
            onClick={() => void download()}
            data-testid="report-excel"
          >
            {t('report.excel')}
          </Button>
        </div>
        <h2 className="it-section-title">{t('report.totalTitle')}</h2>
        {total.error && <Alert type="error" showIcon title={errorMessageOf(total.error)} />}
        {total.isPending ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : (
          total.data && (
            <>
              <div className="it-stats" data-testid="report-totals">
                {STATES.map((s) => (
                  <Statistic
                    key={s}
                    title={t(s === 'OVERDUE' ? 'due.OVERDUE' : `stage.${s}`)}
                    value={total.data.byState[s]}
                    formatter={(v) => formatNumber(Number(v))}
                    valueStyle={s === 'OVERDUE' ? { color: '#b91c1c' } : undefined}
                  />
                ))}
              </div>
              <Table
                rowKey="groupID"
                size="small"
                pagination={false}
                scroll={{ x: 480 }}
                dataSource={total.data.byGroup}
                locale={{ emptyText: t('report.noData') }}
                columns={[
                  { key: 'name', title: t('columns.group'), dataIndex: 'name' },
                  { key: 'current', title: t('report.current'), dataIndex: 'current', align: 'end' },
                  { key: 'overdue', title: t('due.OVERDUE'), dataIndex: 'overdue', align: 'end' },
                  { key: 'closed', title: t('stage.CLOSED'), dataIndex: 'closed', align: 'end' },
                ]}
              />
            </>
          )
        )}
      </section>
      <section className="cc-card">
        <h2 className="it-section-title">{t('report.monthTitle')}</h2>
        {months.error && <Alert type="error" showIcon title={errorMessageOf(months.error)} />}
        {months.isPending ? (
          <Skeleton active paragraph={{ rows: 5 }} />
        ) : (
          <div data-testid="month-chart">
            <BarChart
              title={t('report.monthTitle')}
              categoryLabel={t('report.month')}
              categories={axis.map((m) => monthLabel(m, i18n.language))}
              formatValue={(v) => formatNumber(v)}
              emptyText={t('report.noData')}
              series={[
                series('opened', '#2563eb'),
                series('closed', '#16a34a'),
                series('recalled', '#d97706'),
              ]}
            />
          </div>
        )}
      </section>
      <section className="cc-card">
        <h2 className="it-section-title">{t('report.remainingTitle')}</h2>
        {remaining.error && <Alert type="error" showIcon title={errorMessageOf(remaining.error)} />}
        <Table
          rowKey="groupID"
          size="small"
          pagination={false}
          scroll={{ x: 520 }}
          loading={remaining.isPending}
          dataSource={remaining.data ?? []}
          locale={{ emptyText: t('report.noData') }}
          data-testid="remaining-table"
          columns={[
            { key: 'name', title: t('columns.group'), dataIndex: 'name' },
            ...AGE_BUCKETS.map((b) => ({
              key: b,
              title: t(`report.age.${b}`),
              align: 'end' as const,
              render: (_: unknown, row: { buckets: Record<(typeof AGE_BUCKETS)[number], number> }) =>
                formatNumber(row.buckets[b]),
            })),
            { key: 'total', title: t('report.total'), dataIndex: 'total', align: 'end' },
          ]}
        />
      </section>
      <section className="cc-card">
        <h2 className="it-section-title">{t('report.historyTitle')}</h2>
        <HistoryTable range={range} />
      </section>
    </div>
  );
}
