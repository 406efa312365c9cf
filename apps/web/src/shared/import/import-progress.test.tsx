// @vitest-environment jsdom
import '../testing/browser-gaps';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ImportProgressBar } from './import-progress';

afterEach(cleanup);

describe('ImportProgressBar', () => {
  it('shows rows done of total, named for screen readers', () => {
    render(
      <ImportProgressBar progress={{ done: 120, total: 300 }} finished={false} label="120 of 300 saved" />,
    );
    const bar = screen.getByRole('progressbar', { name: '120 of 300 saved' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(bar.textContent).toContain('120 of 300 saved');
    expect(bar.className).toContain('ant-progress-status-active');
  });

  it('turns to success once the save has committed, and copes with an empty total', () => {
    const { rerender } = render(
      <ImportProgressBar progress={{ done: 0, total: 0 }} finished={false} label="0" />,
    );
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    rerender(<ImportProgressBar progress={{ done: 300, total: 300 }} finished label="done" />);
    expect(screen.getByRole('progressbar').className).toContain('ant-progress-status-success');
  });
});
