import type { VisitReport } from '@cc/contracts/vms-report-ops';
import { Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../shared/i18n/format-time';
import { formatBaht } from './report-days';

const COUNTS = ['visits', 'withVehicle', 'forcedOut', 'overstays', 'inside'] as const;

/** The range's figures as tiles: counts, and the fees in baht. */
export function ReportFigures({ totals }: { totals: VisitReport['totals'] }) {
  const { t, i18n } = useTranslation('reports');
  const tile = (key: string, value: string, warn = false) => (
    <div className="vms-reports-tile" key={key} data-testid={`report-tile-${key}`}>
      <Statistic
        title={t(`figures.${key}`)}
        value={value}
        styles={warn ? { content: { color: '#b91c1c' } } : undefined}
      />
    </div>
  );
  return (
    <section className="vms-reports-tiles" aria-label={t('figures.title')}>
      {tile('visits', formatNumber(totals.visits))}
      {tile('fees', formatBaht(totals.feeSatang, i18n.language))}
      {COUNTS.slice(1).map((k) =>
        tile(k, formatNumber(totals[k]), (k === 'overstays' || k === 'forcedOut') && totals[k] > 0),
      )}
    </section>
  );
}
