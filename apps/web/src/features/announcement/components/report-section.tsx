import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportSectionProps } from '../../../shared/feature-manifest';
import { useCommunityID } from '../../../shared/session/use-community';
import { BarChart } from '../../../shared/ui/bar-chart';
import { downloadHistoryExcel, topQuery } from '../api/report-queries';
import { percent } from './post-stats';
import { TopList } from './top-list';
import '../../../shared/ui/page-kit.css';
import '../announcement.css';

/** The dashboard reports tab's announcement section: the range's totals, the top posts, Excel. */
export function ReportSection({ from, to }: ReportSectionProps) {
  const { t, i18n } = useTranslation('announcement');
  const { message } = App.useApp();
  const communityID = useCommunityID();
  const r = { communityID, from, to };
  const top = useQuery({ ...topQuery(r), enabled: !!communityID });
  const [exporting, setExporting] = useState(false);
  const n = (v: number) => v.toLocaleString(i18n.language);
  const exportExcel = async () => {
    setExporting(true);
    await downloadHistoryExcel(r).catch(
      (e: Error) => void message.error(t('report.exportFailed', { error: e.message })),
    );
    setExporting(false);
  };
  const totals = top.data?.totals;
  const views = top.data?.topViews ?? [];
  return (
    <section className="cc-card" data-testid="report-section-announcement">
      <div className="cc-page-header">
        <h2 className="section-title">{t('report.title')}</h2>
        <div className="cc-page-header__extra">
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportExcel()}>
            {t('report.export')}
          </Button>
        </div>
      </div>
      {top.error && <Alert type="error" showIcon title={t('loadFailed', { error: top.error.message })} />}
      {top.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        totals && (
          <>
            <dl className="report-totals">
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
            <BarChart
              title={t('report.topViews')}
              categoryLabel={t('report.title')}
              categories={views.map((p) => p.title)}
              emptyText={t('report.empty')}
              formatValue={n}
              series={[
                {
                  key: 'views',
                  label: t('stats.views'),
                  color: '#00796b',
                  values: views.map((p) => p.stats.views),
                },
                {
                  key: 'thanks',
                  label: t('stats.thanks'),
                  color: '#e0803b',
                  values: views.map((p) => p.stats.thanks),
                },
              ]}
            />
            <TopList
              title={t('report.topThanks')}
              posts={top.data?.topThanks}
              metric="thanks"
              loading={false}
            />
          </>
        )
      )}
    </section>
  );
}
