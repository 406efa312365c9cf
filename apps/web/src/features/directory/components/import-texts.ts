import type { TFunction } from 'i18next';
import type { ImportReportTexts } from '../../../shared/import/import-report';
import type { RowReport } from '../../../shared/import/row-report';
import { importMessage } from '../import-messages';

const FIELDS = ['unitNo', 'building', 'floor', 'areaSqm', 'ownershipRatio', 'unitType', 'file'];

/** The directory's words for the shared import report. */
export function unitImportTexts(
  t: TFunction<'directory'>,
  report: RowReport,
  ok: boolean,
): ImportReportTexts {
  return {
    summary: ok
      ? t('import.allValid', { rows: report.total })
      : t('import.hasErrors', { rows: report.total, valid: report.valid, errors: report.problems.length }),
    row: t('import.row'),
    column: t('import.column'),
    problem: t('import.problem'),
  };
}

export const unitColumnLabel = (t: TFunction<'directory'>) => (field: string) =>
  FIELDS.includes(field) ? t(`import.fields.${field}` as 'import.fields.unitNo') : field;

export const unitProblemText = (t: TFunction<'directory'>) => (message: string) => importMessage(t, message);
