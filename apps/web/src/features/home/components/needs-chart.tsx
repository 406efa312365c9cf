import type { FeatureBadge } from '@cc/contracts/home';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../shared/i18n/format-time';
import { BarChart } from '../../../shared/ui/bar-chart';

/**
 * What waits, per area, as bars: drawn once the figures are in (the drawing is its own chunk,
 * loaded by the shared BarChart), with the same figures as a table for screen readers.
 */
export function NeedsChart({ items }: { items: readonly FeatureBadge[] }) {
  const { t } = useTranslation('home');
  const shown = items.filter((b) => b.count > 0);
  if (shown.length === 0) return null;
  return (
    <section className="cc-card home__chart" aria-labelledby="home-chart-title" data-testid="needs-chart">
      <h2 id="home-chart-title" className="section-title">
        {t('chart.title')}
      </h2>
      <BarChart
        title={t('chart.title')}
        categoryLabel={t('chart.area')}
        categories={shown.map((b) => t(`areas.${b.key}`))}
        series={[
          { key: 'waiting', label: t('chart.series'), color: '#00796b', values: shown.map((b) => b.count) },
        ]}
        formatValue={(v) => formatNumber(v)}
        height={220}
      />
    </section>
  );
}
