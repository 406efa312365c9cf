// @vitest-environment jsdom
import '../../../shared/testing/browser-gaps';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifySessionChanged } from '../../../shared/session/session-store';
import th from '../locales/th.json';
import { MeterImportDialog } from './meter-import-dialog';

const COMMUNITY = 'riverside-condo';
const GOOD = { total: 2, valid: 2, errors: [] };
const PROBLEM = 'ไม่พบห้อง Z-9999 ในโครงการ';
const REJECTED = {
  isSuccess: false,
  code: 'BILLING_IMPORT_ROWS_INVALID',
  message: 'มี 1 จาก 2 แถวที่ไม่ถูกต้อง ยังไม่ได้นำเข้าข้อมูลใดเลย',
  errorMessage: 'มี 1 จาก 2 แถวที่ไม่ถูกต้อง ยังไม่ได้นำเข้าข้อมูลใดเลย',
  data: { total: 2, valid: 1, errors: [{ row: 3, column: 'เลขที่ห้อง', message: PROBLEM }] },
};
const fill = (s: string, vars: Record<string, string | number>) =>
  s.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k]));

beforeAll(async () => {
  localStorage.setItem('id_token', 'signed-in');
  localStorage.setItem('communityID', COMMUNITY);
  notifySessionChanged();
  await i18n.use(initReactI18next).init({
    lng: 'th',
    fallbackLng: false,
    resources: { th: { billing: th } },
    interpolation: { escapeValue: false },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The API as the contract answers: the dry run's clean report, then the save given. */
function answer(save: () => Response) {
  const calls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost:3000');
      calls.push(url);
      if (url.pathname === '/api/billing/import')
        return url.searchParams.get('dryRun') === 'true'
          ? Response.json({ isSuccess: true, data: { report: GOOD, created: 0, bills: [] } })
          : save();
      return Response.json(
        { isSuccess: false, code: 'NOT_FOUND', message: 'no', errorMessage: 'no' },
        { status: 404 },
      );
    }),
  );
  return calls;
}

function renderDialog(onClose = () => {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <App>
        <MeterImportDialog open onClose={onClose} />
      </App>
    </QueryClientProvider>,
  );
}

/** Chooses a sheet and waits for the dry run's report. */
async function choose() {
  const input = await vi.waitFor(() => {
    const el = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!el) throw new Error('no file input yet');
    return el;
  });
  fireEvent.change(input, { target: { files: [new File(['PK'], 'meters.xlsx')] } });
  await screen.findByText(fill(th.import.allValid, { count: 2 }));
}

// antd's first render in jsdom styles every component once: slow on a shared two-core machine.
describe('MeterImportDialog', { timeout: 20_000 }, () => {
  it('checks the sheet, then saves every row issued when asked, and closes', async () => {
    const calls = answer(() =>
      Response.json({ isSuccess: true, data: { report: GOOD, created: 2, bills: [] } }),
    );
    const onClose = vi.fn();
    renderDialog(onClose);
    await choose();
    fireEvent.click(screen.getByRole('checkbox', { name: th.import.issue }));
    fireEvent.click(screen.getByTestId('meter-import-save'));
    await screen.findByText(fill(th.import.saved, { count: 2 }));
    expect(onClose).toHaveBeenCalled();
    expect(calls.map((u) => [u.searchParams.get('dryRun'), u.searchParams.get('issue')])).toEqual([
      ['true', 'false'],
      ['false', 'true'],
    ]);
    expect(calls.every((u) => u.searchParams.get('communityID') === COMMUNITY)).toBe(true);
  });

  it('shows the rows of a save refused because the sheet went bad, and offers no save', async () => {
    answer(() => Response.json(REJECTED, { status: 400 }));
    renderDialog();
    await choose();
    fireEvent.click(screen.getByTestId('meter-import-save'));
    const table = await screen.findByTestId('import-errors');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      ['3', 'เลขที่ห้อง', PROBLEM],
    ]);
    expect(screen.getByTestId('meter-import-save')).toHaveProperty('disabled', true);
    // The report stands for the refusal: its sentence is not shown twice.
    expect(screen.queryByText(REJECTED.message)).toBeNull();
  });
});
