// @vitest-environment jsdom
import '../../../shared/testing/browser-gaps';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifySessionChanged } from '../../../shared/session/session-store';
import { DefectImportView } from './defect-import-view';
import th from './locales/th.json';

const COMMUNITY = 'riverside-condo';
const GROUP = { groupID: '0b6f8f5e-3c9d-4a57-9d61-3f0e6a1c2b7d', name: 'ตึก B ส่งมอบ' };
const group = {
  ...GROUP,
  color: 'blue',
  position: 0,
  isPrivate: false,
  archived: false,
  counts: { current: 0, overdue: 0, closedThisMonth: 0 },
  members: [],
  createdAt: '2026-11-25T00:00:00.000Z',
};
const GOOD = { total: 3, valid: 3, errors: [], firstNo: null, lastNo: null };
const PRIORITY_PROBLEM = 'ความสำคัญต้องเป็น URGENT, HIGH, NORMAL หรือ LOW';
const REJECTED = {
  isSuccess: false,
  code: 'ISSUE_IMPORT_BAD_ROWS',
  message: '1 แถวมีปัญหา ยังไม่ได้บันทึกข้อมูลใด ๆ',
  errorMessage: '1 แถวมีปัญหา ยังไม่ได้บันทึกข้อมูลใด ๆ',
  data: {
    total: 3,
    valid: 2,
    errors: [{ row: 3, column: 'priority', message: PRIORITY_PROBLEM }],
    firstNo: null,
    lastNo: null,
  },
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
    resources: { th: { 'defect-import': th } },
    interpolation: { escapeValue: false },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The API as the contract says it answers: the groups, the dry run, and the save given. */
function answer(save: () => Response) {
  const calls: { url: URL; body: unknown }[] = [];
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost:3000');
    calls.push({ url, body: init?.body });
    if (url.pathname === '/api/issuetracking/group')
      return Response.json({ isSuccess: true, items: [group] });
    if (url.pathname === '/api/issuetracking/task/import')
      return url.searchParams.get('dryRun') === 'true'
        ? Response.json({ isSuccess: true, data: GOOD })
        : save();
    return Response.json(
      { isSuccess: false, code: 'NOT_FOUND', message: 'no', errorMessage: 'no' },
      { status: 404 },
    );
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

function renderView() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/dashboard/issuetracking?view=import&groupID=${GROUP.groupID}`]}>
        <App>
          <DefectImportView />
        </App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Chooses a file, waits for the dry run's report and saves. */
async function checkAndSave(view: ReturnType<typeof renderView>) {
  await screen.findByTestId('import-drop');
  const input = view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [new File(['Title\nA\nB\nC'], 'defects.csv')] } });
  await screen.findByText(fill(th.report.allGood, { total: 3 }));
  fireEvent.click(await screen.findByTestId('import-save'));
}

// antd's first render in jsdom styles every component once: slow on a shared two-core machine.
describe('DefectImportView', { timeout: 20_000 }, () => {
  it('shows the row report of a save refused for bad rows, with nothing saved and no save offered', async () => {
    const calls = answer(() => Response.json(REJECTED, { status: 422 }));
    const view = renderView();
    await checkAndSave(view);

    await screen.findByText(fill(th.report.hasErrors, { bad: 1, total: 3 }));
    const rows = within(screen.getByTestId('import-errors')).getAllByRole('row').slice(1);
    expect(rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      ['3', th.columns.priority, PRIORITY_PROBLEM],
    ]);
    expect(screen.queryByTestId('import-save')).toBeNull();
    expect(screen.queryByTestId('import-done')).toBeNull();
    // The report stands for the refusal: its sentence is not shown twice.
    expect(screen.queryByText(REJECTED.message)).toBeNull();

    const imports = calls.filter((c) => c.url.pathname === '/api/issuetracking/task/import');
    expect(imports.map((c) => c.url.searchParams.get('dryRun'))).toEqual(['true', 'false']);
    expect(imports.every((c) => c.url.searchParams.get('groupID') === GROUP.groupID)).toBe(true);
    expect(imports.every((c) => c.url.searchParams.get('communityID') === COMMUNITY)).toBe(true);
    expect((imports[1]!.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('names the numbers the saved tasks took and links to the group board', async () => {
    answer(() => Response.json({ isSuccess: true, data: { ...GOOD, firstNo: 123, lastNo: 125 } }));
    const view = renderView();
    await checkAndSave(view);

    const done = await screen.findByTestId('import-done');
    expect(done.textContent).toContain(fill(th.done.saved, { count: 3, group: GROUP.name }));
    expect(done.textContent).toContain('T-000123 … T-000125');
    expect(within(done).getByRole('link', { name: th.done.board }).getAttribute('href')).toBe(
      `/dashboard/issuetracking/group/task?groupID=${GROUP.groupID}`,
    );
  });

  it('refuses an oversized file before any upload', async () => {
    const calls = answer(() => Response.json(REJECTED, { status: 422 }));
    const view = renderView();
    await screen.findByTestId('import-drop');
    const big = new File(['x'], 'defects.xlsx');
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    fireEvent.change(view.container.querySelector('input[type="file"]')!, { target: { files: [big] } });
    await screen.findByText(fill(th.file.tooBig, { mb: 5 }));
    expect(calls.some((c) => c.url.pathname === '/api/issuetracking/task/import')).toBe(false);
  });
});
