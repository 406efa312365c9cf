import { DownloadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Skeleton, Statistic, Table } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { datePickerFormat } from '../../../shared/i18n/format-date';
import { formatCalendarDay, formatNumber } from '../../../shared/i18n/format-time';
import { useCommunityID } from '../../../shared/session/use-community';
import { BarChart } from '../../../shared/ui/bar-chart';
import { RangePicker } from '../../../shared/ui/date-picker';
import { PageHeader } from '../../../shared/ui/page-header';
import { downloadRemaining, useHistory, useRemaining } from '../api/report';
import { errorText } from '../parcel-labels';
import '../parcel.css';

const DEFAULT_DAYS = 14;

/** parcelreport: received and handed out per day with a chart, what still waits by age, Excel. */
export function ReportPage() {
  const { t, i18n } = useTranslation('parcel');
  const { message } = App.useApp();
  const communityID = useCommunityID();
  const [range, setRange] = useState(() => ({
    from: dayjs()
      .subtract(DEFAULT_DAYS - 1, 'day')
      .format('YYYY-MM-DD'),
    to: dayjs().format('YYYY-MM-DD'),
  }));
  const history = useHistory(range.from, range.to);
  const remaining = useRemaining();
  const [downloading, setDownloading] = useState(false);
  const days = history.data?.days ?? [];
  const download = async () => {
    setDownloading(true);
    await downloadRemaining(communityID).catch((e) => void message.error(errorText(t, e)));
    setDownloading(false);
  };

  return (
    <div className="parcel-report">
      <section className="cc-card">
        <PageHeader
          title={t('menu.report')}
          extra={
            <RangePicker
              aria-label={t('filters.dates')}
              format={datePickerFormat(i18n.language)}
              allowClear={false}
              value={[dayjs(range.from), dayjs(range.to)]}
              disabledDate={(d) => d.isAfter(dayjs(), 'day')}
              onChange={(r) =>
                r?.[0] && r[1] && setRange({ from: r[0].format('YYYY-MM-DD'), to: r[1].format('YYYY-MM-DD') })
              }
            />
          }
        />
        {history.error && <Alert type="error" showIcon title={errorText(t, history.error)} />}
        {history.isPending ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : (
          history.data && (
            <>
              <div className="parcel-stats">
                <Statistic title={t('report.received')} value={history.data.totals.received} />
                <Statistic title={t('report.handedOut')} value={history.data.totals.handedOut} />
                <Statistic title={t('report.returned')} value={history.data.totals.returned} />
              </div>
              <BarChart
                title={t('report.chartTitle')}
                categoryLabel={t('report.date')}
                categories={days.map((d) => formatCalendarDay(d.date))}
                formatValue={(v) => formatNumber(v)}
                emptyText={t('report.noDays')}
                series={[
                  {
                    key: 'received',
                    label: t('report.received'),
                    color: '#00796b',
                    values: days.map((d) => d.received),
                  },
                  {
                    key: 'handedOut',
                    label: t('report.handedOut'),
                    color: '#f59e0b',
                    values: days.map((d) => d.handedOut),
                  },
                  {
                    key: 'returned',
                    label: t('report.returned'),
                    color: '#6366f1',
                    values: days.map((d) => d.returned),
                  },
                ]}
              />
            </>
          )
        )}
      </section>
      <section className="cc-card">
        <PageHeader
          title={t('report.remainingTitle')}
          extra={
            <Button icon={<DownloadOutlined />} loading={downloading} onClick={() => void download()}>
              {t('report.excel')}
            </Button>
          }
        />
        {remaining.error && <Alert type="error" showIcon title={errorText(t, remaining.error)} />}
        {remaining.data && (
          <>
            <div className="parcel-stats">
              <Statistic title={t('report.waiting')} value={remaining.data.total} />
              <Statistic
                title={t('report.overdue')}
                value={remaining.data.overdue}
                valueStyle={{ color: '#b91c1c' }}
              />
            </div>
            <Table
              rowKey="label"
              size="small"
              pagination={false}
              dataSource={remaining.data.buckets}
              data-testid="remaining-table"
              columns={[
                {
                  key: 'age',
                  title: t('report.age'),
                  render: (_, b) =>
                    b.maxDays === null
                      ? t('report.daysOrMore', { min: b.minDays })
                      : t('report.daysRange', { min: b.minDays, max: b.maxDays }),
                },
                { key: 'count', title: t('report.count'), dataIndex: 'count', align: 'end' },
              ]}
            />
          </>
        )}
      </section>
    </div>
  );
}
