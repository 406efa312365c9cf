import { Alert, Table } from 'antd';
import { canSave, type RowProblem, type RowReport } from './row-report';

export interface ImportReportTexts {
  /** The alert's title: all good, or how many rows have problems. */
  summary: string;
  /** Shown under the title when there are problems (what to do next). */
  hint?: string;
  row: string;
  column: string;
  problem: string;
}

interface Props {
  report: RowReport;
  texts: ImportReportTexts;
  /** A column's name for the reader (the API names columns by field). */
  columnLabel?: (column: string) => string;
  /** A problem in the reader's language (the API may word it in English). */
  problemText?: (message: string) => string;
  pageSize?: number;
}

/** The check's answer: whether the file is good, and every problem by row and column. */
export function ImportReport({
  report,
  texts,
  columnLabel = (c) => c,
  problemText = (m) => m,
  pageSize = 10,
}: Props) {
  const ok = canSave(report);
  return (
    <div data-testid="import-report">
      <Alert
        showIcon
        type={ok ? 'success' : 'error'}
        title={texts.summary}
        description={ok ? undefined : texts.hint}
        style={{ marginBlockEnd: 12 }}
      />
      {report.problems.length > 0 && (
        // The report scrolls sideways on a phone; the box that scrolls is a keyboard stop, so
        // keyboard users can scroll it too (antd's own scroll box cannot take one).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
        <section aria-label={texts.summary} tabIndex={0} style={{ overflowX: 'auto' }}>
          <Table<RowProblem>
            size="small"
            rowKey={(e) => `${e.row}:${e.column ?? ''}:${e.message}`}
            dataSource={report.problems}
            pagination={{ pageSize, hideOnSinglePage: true }}
            style={{ minWidth: 480 }}
            data-testid="import-errors"
            columns={[
              { key: 'row', title: texts.row, dataIndex: 'row', width: 70 },
              {
                key: 'column',
                title: texts.column,
                width: 160,
                render: (_, e) => (e.column === null ? '-' : columnLabel(e.column)),
              },
              { key: 'message', title: texts.problem, render: (_, e) => problemText(e.message) },
            ]}
          />
        </section>
      )}
    </div>
  );
}
