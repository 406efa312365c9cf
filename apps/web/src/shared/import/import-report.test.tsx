// @vitest-environment jsdom
import '../testing/browser-gaps';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ImportReport } from './import-report';

afterEach(cleanup);

const texts = { summary: 'SUMMARY', hint: 'Fix and retry', row: 'Row', column: 'Column', problem: 'Problem' };

describe('ImportReport', () => {
  it('says a good file is good, with no problem table', () => {
    render(<ImportReport report={{ total: 3, valid: 3, problems: [] }} texts={texts} />);
    const alert = screen.getByRole('alert');
    expect(alert.className).toContain('ant-alert-success');
    expect(alert.textContent).toContain('SUMMARY');
    expect(alert.textContent).not.toContain('Fix and retry');
    expect(screen.queryByTestId('import-errors')).toBeNull();
  });

  it('lists every problem by row and column, in the reader words, and refuses the file', () => {
    render(
      <ImportReport
        report={{
          total: 3,
          valid: 1,
          problems: [
            { row: 2, column: 'unitNo', message: 'unitNo is required' },
            { row: 4, column: null, message: 'The sheet is odd' },
          ],
        }}
        texts={texts}
        columnLabel={(c) => `label:${c}`}
        problemText={(m) => `said:${m}`}
      />,
    );
    expect(screen.getByRole('alert').className).toContain('ant-alert-error');
    expect(screen.getByRole('alert').textContent).toContain('Fix and retry');
    const rows = within(screen.getByTestId('import-errors')).getAllByRole('row').slice(1);
    expect(rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      ['2', 'label:unitNo', 'said:unitNo is required'],
      ['4', '-', 'said:The sheet is odd'],
    ]);
  });

  it('treats a file without rows as nothing to save', () => {
    render(<ImportReport report={{ total: 0, valid: 0, problems: [] }} texts={texts} />);
    expect(screen.getByRole('alert').className).toContain('ant-alert-error');
  });
});
