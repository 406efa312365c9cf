// @vitest-environment jsdom
import '../../../shared/testing/browser-gaps';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifySessionChanged } from '../../../shared/session/session-store';
import th from '../locales/th.json';
import RecyclingReport from './recycling-report';

const COMMUNITY = 'riverside-condo';
const t = th.report;
const PAPER = '6f1c2b7d-0b6f-4a57-9d61-3f0e8f5e3c9d';
const CANS = '0b6f8f5e-3c9d-4a57-9d61-3f0e6a1c2b7d';

const report = {
  from: '2026-01-01',
  to: '2026-12-31',
  lines: [
    {
      month: '2026-01',
      kindID: PAPER,
      kindName: 'กระดาษ',
      grams: 12_500,
      satang: 4375,
      points: 37,
      weighIns: 3,
    },
    { month: '2026-02', kindID: CANS, kindName: 'กระป๋อง', grams: 800, satang: 3360, points: 33, weighIns: 1 },
  ],
  kinds: [],
  months: [
    { month: '2026-01', grams: 12_500, satang: 4375, points: 37, weighIns: 3 },
    { month: '2026-02', grams: 800, satang: 3360, points: 33, weighIns: 1 },
  ],
  totals: { grams: 13_300, satang: 7735, points: 70, weighIns: 4 },
};

beforeAll(async () => {
  localStorage.setItem('id_token', 'signed-in');
  localStorage.setItem('communityID', COMMUNITY);
  notifySessionChanged();
  await i18n.use(initReactI18next).init({
    lng: 'th',
    fallbackLng: false,
    resources: { th: { recycling: th } },
    interpolation: { escapeValue: false },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The API as its contracts answer: the report (or a refusal), the workbook, the caller's permissions. */
function answer(reply: { report?: object; refusal?: string; code?: string; permissions: string[] }) {
  const calls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost:3000');
      calls.push(url);
      switch (url.pathname) {
        case '/api/acl/community/list':
          return Response.json({
            isSuccess: true,
            items: [
              {
                communityID: COMMUNITY,
                communityName: 'Riverside',
                imageUrl: null,
                communityType: 'CONDO',
                role: 'PMC',
                displayCommunityRole: 'PMC',
                usageStatus: 'ACTIVE',
                permissions: reply.permissions,
              },
            ],
          });
        case '/api/recycling/report':
          return reply.refusal
            ? Response.json(
                {
                  isSuccess: false,
                  code: reply.code ?? 'FEATURE_DISABLED',
                  message: reply.refusal,
                  errorMessage: reply.refusal,
                },
                { status: 403 },
              )
            : Response.json({ isSuccess: true, data: reply.report });
        case '/api/recycling/report/excel':
          return new Response(new Blob(['xlsx']), {
            headers: { 'content-disposition': 'attachment; filename="recycling.xlsx"' },
          });
      }
      return Response.json({ isSuccess: true, items: [] });
    }),
  );
  return calls;
}

function renderSection(from = '2026-01-01', to = '2026-12-31') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <App>
        <RecyclingReport from={from} to={to} />
      </App>
    </QueryClientProvider>,
  );
}

const thai = (n: number, digits = 0) =>
  new Intl.NumberFormat('th', { minimumFractionDigits: digits, maximumFractionDigits: digits || 2 }).format(
    n,
  );

// antd's first render in jsdom styles every component once: slow on a shared two-core machine.
describe('the recycling report section', { timeout: 30_000 }, () => {
  it('asks for its range and shows kilograms, baht and points by month and kind, with totals', async () => {
    const calls = answer({ report, permissions: ['RECYCLING:read', 'RECYCLING:write'] });
    renderSection('2026-01-01', '2026-06-30');
    const section = await screen.findByTestId('recycling-report');
    expect(within(section).getByRole('heading', { level: 2, name: t.title })).toBeTruthy();
    await within(section).findByText('กระป๋อง');
    const asked = calls.find((u) => u.pathname === '/api/recycling/report')!;
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      communityID: COMMUNITY,
      from: '2026-01-01',
      to: '2026-06-30',
    });
    const rows = within(section)
      .getAllByRole('row')
      .filter((r) => r.closest('.ant-table'));
    const cells = (r: HTMLElement) => [...r.querySelectorAll('td')].map((c) => c.textContent);
    const body = rows.filter((r) => r.querySelectorAll('td').length === 6);
    expect(cells(body[0]!).slice(1)).toEqual(['กระดาษ', '3', thai(12.5), thai(43.75, 2), '37']);
    const total = rows.find((r) => r.textContent?.startsWith(t.total))!;
    expect(cells(total).slice(1)).toEqual(['4', thai(13.3), thai(77.35, 2), '70']);
    // The chart's figures for screen readers: one row a month.
    const chart = within(section).getByRole('table', { name: t.chartTitle });
    expect(within(chart).getAllByRole('row')).toHaveLength(3);
    fireEvent.click(within(section).getByTestId('recycling-excel'));
    await waitFor(() => expect(calls.some((u) => u.pathname === '/api/recycling/report/excel')).toBe(true));
    const excel = calls.find((u) => u.pathname === '/api/recycling/report/excel')!;
    expect(excel.searchParams.get('from')).toBe('2026-01-01');
  });

  it('says so when nothing was weighed, and offers no workbook to those who only read', async () => {
    answer({
      report: { ...report, lines: [], months: [], totals: { grams: 0, satang: 0, points: 0, weighIns: 0 } },
      permissions: ['RECYCLING:read'],
    });
    renderSection();
    const section = await screen.findByTestId('recycling-report');
    expect((await within(section).findAllByText(t.empty)).length).toBeGreaterThan(0);
    expect(within(section).queryByTestId('recycling-excel')).toBeNull();
  });

  it('shows the refusal when the API will not answer', async () => {
    answer({ refusal: 'ไม่มีสิทธิ์', code: 'PERMISSION_DENIED', permissions: [] });
    renderSection();
    await screen.findByText(t.failed);
    expect(screen.getByText('ไม่มีสิทธิ์')).toBeTruthy();
  });

  it('shows nothing while the community keeps its waste bank switched off', async () => {
    const calls = answer({ refusal: 'ฟีเจอร์นี้ปิดอยู่', permissions: [] });
    renderSection();
    await waitFor(() => expect(calls.some((u) => u.pathname === '/api/recycling/report')).toBe(true));
    await waitFor(() => expect(screen.queryByTestId('recycling-report')).toBeNull());
    expect(screen.queryByText('ฟีเจอร์นี้ปิดอยู่')).toBeNull();
  });
});
