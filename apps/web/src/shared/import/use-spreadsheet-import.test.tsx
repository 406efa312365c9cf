// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImportProgress, RowReport } from './row-report';
import { type SpreadsheetImportOptions, useSpreadsheetImport } from './use-spreadsheet-import';

afterEach(cleanup);

const GOOD: RowReport = { total: 2, valid: 2, problems: [] };
const BAD: RowReport = { total: 2, valid: 1, problems: [{ row: 3, column: 'unitNo', message: 'taken' }] };
const sheet = (name = 'units.xlsx', bytes = 10) => new File(['x'.repeat(bytes)], name);

function setup(over: Partial<SpreadsheetImportOptions<{ saved: number }>> = {}) {
  const options: SpreadsheetImportOptions<{ saved: number }> = {
    formats: ['xlsx', 'csv'],
    maxBytes: 100,
    check: vi.fn(async () => GOOD),
    save: vi.fn(async (_f: File, onProgress: (p: ImportProgress) => void) => {
      onProgress({ done: 0, total: 2 });
      onProgress({ done: 2, total: 2 });
      return { saved: 2 };
    }),
    onRefused: vi.fn(),
    onSaved: vi.fn(),
    ...over,
  };
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { options, hook: renderHook(() => useSpreadsheetImport(options), { wrapper }) };
}

describe('useSpreadsheetImport', () => {
  it('refuses a wrong format or an oversized file before any upload', () => {
    const { options, hook } = setup();
    act(() => void hook.result.current.choose(sheet('units.pdf')));
    act(() => void hook.result.current.choose(sheet('units.csv', 101)));
    expect(options.onRefused).toHaveBeenNthCalledWith(1, 'format');
    expect(options.onRefused).toHaveBeenNthCalledWith(2, 'size');
    expect(options.check).not.toHaveBeenCalled();
    expect(hook.result.current.accept).toBe('.xlsx,.csv');
  });

  it('checks, then saves all rows with progress up to the result', async () => {
    const { options, hook } = setup();
    act(() => void hook.result.current.choose(sheet()));
    await waitFor(() => expect(hook.result.current.report).toEqual(GOOD));
    expect(hook.result.current.ready).toBe(true);
    act(() => void hook.result.current.save());
    await waitFor(() => expect(hook.result.current.saving.isSuccess).toBe(true));
    expect(hook.result.current.progress).toEqual({ done: 2, total: 2 });
    expect(options.onSaved).toHaveBeenCalledWith({ saved: 2 });
    expect(hook.result.current.ready).toBe(false);
  });

  it('will not save a file with any bad row', async () => {
    const { options, hook } = setup({ check: vi.fn(async () => BAD) });
    act(() => void hook.result.current.choose(sheet()));
    await waitFor(() => expect(hook.result.current.report).toEqual(BAD));
    expect(hook.result.current.ready).toBe(false);
    act(() => void hook.result.current.save());
    expect(options.save).not.toHaveBeenCalled();
  });

  it('shows the fresh report when the save is refused for rows gone bad since the check', async () => {
    const { hook } = setup({
      save: vi.fn(async () => {
        throw new Error('422');
      }),
      reportOfRefusal: () => BAD,
    });
    act(() => void hook.result.current.choose(sheet()));
    await waitFor(() => expect(hook.result.current.ready).toBe(true));
    act(() => void hook.result.current.save());
    await waitFor(() => expect(hook.result.current.report).toEqual(BAD));
    expect(hook.result.current.saving.isError).toBe(true);
  });
});
