import type { TFunction } from 'i18next';
import type { ImportReportTexts } from '../../../shared/import/import-report';
import type { RowReport } from '../../../shared/import/row-report';

/** The desk's words for the shared import report. */
export function importReportTexts(t: TFunction<'parcel'>, report: RowReport): ImportReportTexts {
  const badRows = new Set(report.problems.map((e) => e.row)).size;
  return {
    summary: report.problems.length
      ? t('import.hasErrors', { bad: badRows, total: report.total })
      : t('import.allGood', { total: report.total }),
    hint: t('import.fixAndRetry'),
    row: t('import.row'),
    column: t('import.column'),
    problem: t('import.problem'),
  };
}
