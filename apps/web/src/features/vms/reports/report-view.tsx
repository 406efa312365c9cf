import { Alert, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { type DayRange, useVisitReport } from './report-api';
import { ReportCharts } from './report-charts';
import { ReportFigures } from './report-figures';
import { ReportTables } from './report-tables';

/** The range's report, or why there is none yet. */
export function ReportView({ range }: { range: DayRange }) {
  const { t } = useTranslation('reports');
  const report = useVisitReport(range);
  if (report.error)
    return <Alert type="error" showIcon title={errorMessageOf(report.error)} data-testid="report-error" />;
  if (report.isPending)
    return (
      <section className="cc-card">
        <Skeleton active paragraph={{ rows: 6 }} />
      </section>
    );
  const data = report.data;
  return (
    <>
      <ReportFigures totals={data.totals} />
      {data.totals.visits === 0 ? (
        <section className="cc-card">
          <Empty description={t('empty')} data-testid="report-empty" />
        </section>
      ) : (
        <>
          <ReportCharts days={data.days} />
          <ReportTables report={data} />
        </>
      )}
    </>
  );
}
