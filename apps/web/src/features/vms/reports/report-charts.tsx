import type { VisitReport } from '@cc/contracts/vms-report-ops';
import { useTranslation } from 'react-i18next';
import { formatCalendarDay, formatNumber } from '../../../shared/i18n/format-time';
import { BarChart } from '../../../shared/ui/bar-chart';

/** Visits per day, and the fees per day in baht: two charts, as their scales differ. */
export function ReportCharts({ days }: { days: VisitReport['days'] }) {
  const { t, i18n } = useTranslation('reports');
  const categories = days.map((d) => formatCalendarDay(d.date, i18n.language));
  return (
    <div className="vms-reports-charts">
      <section className="cc-card" data-testid="report-visits-chart">
        <h2 className="vms-reports-title">{t('chart.visitsTitle')}</h2>
        <BarChart
          title={t('chart.visitsTitle')}
          categoryLabel={t('chart.day')}
          categories={categories}
          formatValue={(v) => formatNumber(v)}
          series={[
            {
              key: 'visits',
              label: t('chart.visits'),
              color: 'var(--ant-color-primary, #1677ff)',
              values: days.map((d) => d.visits),
            },
          ]}
        />
      </section>
      <section className="cc-card" data-testid="report-fees-chart">
        <h2 className="vms-reports-title">{t('chart.feesTitle')}</h2>
        <BarChart
          title={t('chart.feesTitle')}
          categoryLabel={t('chart.day')}
          categories={categories}
          formatValue={(v) => formatNumber(v)}
          series={[
            {
              key: 'fees',
              label: t('chart.fees'),
              color: '#389e0d',
              values: days.map((d) => d.feeSatang / 100),
            },
          ]}
        />
      </section>
    </div>
  );
}
