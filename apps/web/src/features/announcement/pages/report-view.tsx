import { ArrowLeftOutlined, DownloadOutlined } from '@ant-design/icons';
import type { ReportPost } from '@cc/contracts/announcement-report';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Empty, Skeleton, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatInstant, instantToWall, nowWall } from '../../../shared/i18n/zoned-time';
import { BarChart } from '../../../shared/ui/bar-chart';
import { RangePicker } from '../../../shared/ui/date-picker';
import { downloadHistoryExcel, historyQuery, topQuery } from '../api/report-queries';
import { percent } from '../components/post-stats';
import { TopList } from '../components/top-list';

interface Props {
  communityID: string;
  timeZone: string;
}

const DAY = 'YYYY-MM-DD';

/** announcement?view=report: top viewed and thanked posts, and the history of a date range. */
export function ReportView({ communityID, timeZone }: Props) {
  const { t, i18n } = useTranslation('announcement');
  const { message } = App.useApp();
  const today = nowWall(timeZone);
  const [range, setRange] = useState<[Dayjs, Dayjs]>([today.subtract(29, 'day'), today]);
  const r = { communityID, from: range[0].format(DAY), to: range[1].format(DAY) };
  const top = useQuery({ ...topQuery(r), enabled: !!communityID });
  const history = useInfiniteQuery({ ...historyQuery(r), enabled: !!communityID });
  const [exporting, setExporting] = useState(false);
  const rows = useMemo(() => history.data?.pages.flatMap((p) => p.items) ?? [], [history.data]);
  const n = (v: number) => v.toLocaleString(i18n.language);

  const chart = useMemo(() => byDay(rows, timeZone, r.from, r.to), [rows, timeZone, r.from, r.to]);
  const exportExcel = async () => {
    setExporting(true);
    try {
      await downloadHistoryExcel(r);
    } catch (e) {
      message.error(t('report.exportFailed', { error: (e as Error).message }));
    } finally {
      setExporting(false);
    }
  };

  const totals = top.data?.totals;
  return (
    <section className="announcement" data-testid="announcement-report">
      <div className="announcement__head">
        <h1 className="page-title">{t('report.title')}</h1>
        <div className="announcement__head-actions">
          <Link to="/dashboard/announcement">
            <Button icon={<ArrowLeftOutlined className="flip-rtl" />}>{t('page.manage')}</Button>
          </Link>
          <Button
            icon={<DownloadOutlined />}
            loading={exporting}
            onClick={exportExcel}
            data-testid="export-excel"
          >
            {t('report.export')}
          </Button>
        </div>
      </div>
      <div className="cc-card announcement__panel">
        <RangePicker
          value={range}
          allowClear={false}
          disabledDate={(d) => d.isAfter(today, 'day')}
          onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
          aria-label={t('report.range')}
        />
        {top.error && <Alert type="error" showIcon title={t('loadFailed', { error: top.error.message })} />}
        {top.isPending ? (
          <Skeleton active paragraph={{ rows: 2 }} />
        ) : (
          totals && (
            <dl className="report-totals" data-testid="report-totals">
              {(
                [
                  ['posts', n(totals.posts)],
                  ['views', n(totals.views)],
                  ['readers', n(totals.uniqueReaders)],
                  ['thanks', n(totals.thanks)],
                  ['reach', `${percent(totals.reach)}%`],
                ] as const
              ).map(([k, v]) => (
                <div key={k} className="report-totals__item">
                  <dt>{t(`report.totals.${k}`)}</dt>
                  <dd>{v}</dd>
                </div>
              ))}
            </dl>
          )
        )}
      </div>
      <div className="cc-card announcement__panel">
        <h2 className="section-title">{t('report.chartTitle')}</h2>
        <BarChart
          title={t('report.chartTitle')}
          categoryLabel={t('report.day')}
          categories={chart.days.map((d) => formatDayLabel(d))}
          emptyText={t('report.empty')}
          formatValue={n}
          series={[
            { key: 'views', label: t('stats.views'), color: '#00796b', values: chart.views },
            { key: 'readers', label: t('stats.readers'), color: '#4f9dde', values: chart.readers },
            { key: 'thanks', label: t('stats.thanks'), color: '#e0803b', values: chart.thanks },
          ]}
        />
      </div>
      <div className="report-tops">
        <TopList
          title={t('report.topViews')}
          posts={top.data?.topViews}
          metric="views"
          loading={top.isPending}
        />
        <TopList
          title={t('report.topThanks')}
          posts={top.data?.topThanks}
          metric="thanks"
          loading={top.isPending}
        />
      </div>
      <div className="cc-card announcement__panel">
        <h2 className="section-title">{t('report.history')}</h2>
        {history.error && (
          <Alert type="error" showIcon title={t('loadFailed', { error: history.error.message })} />
        )}
        <Table<ReportPost>
          rowKey="announcementID"
          size="middle"
          loading={history.isPending}
          dataSource={rows}
          pagination={false}
          scroll={{ x: 720 }}
          locale={{ emptyText: <Empty description={t('report.empty')} /> }}
          columns={[
            {
              key: 'title',
              title: t('form.title'),
              ellipsis: true,
              width: 260,
              render: (_, p) => <span dir="auto">{p.title}</span>,
            },
            {
              key: 'publishedAt',
              title: t('report.published'),
              render: (_, p) => formatInstant(p.publishedAt, timeZone, i18n.language),
              width: 170,
            },
            { key: 'views', title: t('stats.views'), render: (_, p) => n(p.stats.views), align: 'end' },
            {
              key: 'readers',
              title: t('stats.readers'),
              render: (_, p) => n(p.stats.uniqueReaders),
              align: 'end',
            },
            { key: 'thanks', title: t('stats.thanks'), render: (_, p) => n(p.stats.thanks), align: 'end' },
            {
              key: 'reach',
              title: t('stats.reach'),
              render: (_, p) => `${percent(p.stats.reach)}%`,
              align: 'end',
            },
          ]}
        />
        {history.hasNextPage && (
          <div className="post-list__more">
            <Button loading={history.isFetchingNextPage} onClick={() => history.fetchNextPage()}>
              {t('loadMore')}
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}

/**
 * The history's posts summed per publishing day (in the community's zone), every day of the
 * range in order so quiet days show as gaps.
 */
function byDay(rows: ReportPost[], timeZone: string, from: string, to: string) {
  const sums = new Map<string, { views: number; readers: number; thanks: number }>();
  const last = dayjs(to);
  for (let d = dayjs(from); !d.isAfter(last) && sums.size < 400; d = d.add(1, 'day'))
    sums.set(d.format(DAY), { views: 0, readers: 0, thanks: 0 });
  for (const p of rows) {
    const day = instantToWall(p.publishedAt, timeZone).format(DAY);
    const s = sums.get(day) ?? { views: 0, readers: 0, thanks: 0 };
    s.views += p.stats.views;
    s.readers += p.stats.uniqueReaders;
    s.thanks += p.stats.thanks;
    sums.set(day, s);
  }
  const days = [...sums.keys()].sort();
  if (rows.length === 0) days.length = 0; // nothing published: the chart says so instead
  return {
    days,
    views: days.map((d) => sums.get(d)!.views),
    readers: days.map((d) => sums.get(d)!.readers),
    thanks: days.map((d) => sums.get(d)!.thanks),
  };
}

/** Day and month in the current language (dayjs carries the month names). */
const formatDayLabel = (day: string) => dayjs(day).format('D MMM');
