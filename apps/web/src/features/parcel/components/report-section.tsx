import { DownloadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Skeleton, Statistic } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportSectionProps } from '../../../shared/feature-manifest';
import { formatCalendarDay, formatNumber } from '../../../shared/i18n/format-time';
import { useCommunityID } from '../../../shared/session/use-community';
import { BarChart } from '../../../shared/ui/bar-chart';
import '../../../shared/ui/page-kit.css';
import { downloadRemaining, useHistory, useRemaining } from '../api/report';
import { errorText } from '../parcel-labels';
import '../parcel.css';

/** The dashboard reports tab's parcel section: the range's flow per day, what still waits, Excel. */
export function ReportSection({ from, to }: ReportSectionProps) {
  const { t } = useTranslation('parcel');
  const { message } = App.useApp();
  const communityID = useCommunityID();
  const history = useHistory(from, to);
  const remaining = useRemaining();
  const [downloading, setDownloading] = useState(false);
  const days = history.data?.days ?? [];
  const download = async () => {
    setDownloading(true);
    await downloadRemaining(communityID).catch((e) => void message.error(errorText(t, e)));
    setDownloading(false);
  };
  return (
    <section className="cc-card" data-testid="report-section-parcel">
      <div className="cc-page-header">
        <h2 className="section-title">{t('menu.report')}</h2>
        <div className="cc-page-header__extra">
          <Button icon={<DownloadOutlined />} loading={downloading} onClick={() => void download()}>
            {t('report.excel')}
          </Button>
        </div>
      </div>
      {history.error && <Alert type="error" showIcon title={errorText(t, history.error)} />}
      {history.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        history.data && (
          <>
            <div className="parcel-stats">
              <Statistic title={t('report.received')} value={history.data.totals.received} />
              <Statistic title={t('report.handedOut')} value={history.data.totals.handedOut} />
              <Statistic title={t('report.returned')} value={history.data.totals.returned} />
              {remaining.data && <Statistic title={t('report.waiting')} value={remaining.data.total} />}
              {remaining.data && (
                <Statistic
                  title={t('report.overdue')}
                  value={remaining.data.overdue}
                  valueStyle={{ color: '#b91c1c' }}
                />
              )}
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
              ]}
            />
          </>
        )
      )}
    </section>
  );
}
