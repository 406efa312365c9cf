import { ISSUE_IMPORT_COLUMNS } from '@cc/contracts/issuetracking-report-ops';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../shared/api/api-error';
import type { ImportReportTexts } from '../../../shared/import/import-report';
import type { RowReport } from '../../../shared/import/row-report';

type T = TFunction<'defect-import'>;
type ColumnKey = (typeof ISSUE_IMPORT_COLUMNS)[number]['key'];

/** This view's words for the shared row report. */
export function reportTexts(t: T, report: RowReport): ImportReportTexts {
  const badRows = new Set(report.problems.map((e) => e.row)).size;
  return {
    summary:
      report.total === 0
        ? t('report.empty')
        : report.problems.length
          ? t('report.hasErrors', { bad: badRows, total: report.total })
          : t('report.allGood', { total: report.total }),
    hint: t('report.fixAndRetry'),
    row: t('report.row'),
    column: t('report.column'),
    problem: t('report.problem'),
  };
}

const columnOf = (name: string): ColumnKey | null => {
  const n = name.trim().toLocaleLowerCase('en');
  const found = ISSUE_IMPORT_COLUMNS.find(
    (c) =>
      c.key.toLowerCase() === n ||
      c.header.toLowerCase() === n ||
      c.thaiHeader === n ||
      (c.aliases as readonly string[]).includes(n),
  );
  return found?.key ?? null;
};

/**
 * A report's column in the reader's language: the API may name it by field, by the template's
 * heading or by the heading the office wrote; one it does not know is shown as it came.
 */
export const columnLabel =
  (t: T) =>
  (column: string): string => {
    const key = columnOf(column);
    return key ? t(`columns.${key}`) : column;
  };

/** The columns a file may have, in the reader's language (the hint under the drop zone). */
export const columnList = (t: T): string => ISSUE_IMPORT_COLUMNS.map((c) => t(`columns.${c.key}`)).join(', ');

/**
 * What a failed call says: the API words its refusals in the language the console sends, so
 * those are shown as they are; a call that got no answer gets this view's own sentence.
 */
export function errorText(t: T, error: unknown): string {
  if (error instanceof ApiError) return error.isNetwork ? t('errors.network') : error.message;
  return t('errors.unknown');
}
