// @vitest-environment jsdom
import '../../../shared/testing/browser-gaps';
import type { VisitReport } from '@cc/contracts/vms-report-ops';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifySessionChanged } from '../../../shared/session/session-store';
import th from './locales/th.json';
import { ReportView } from './report-view';

beforeAll(async () => {
  localStorage.setItem('id_token', 'signed-in');
  localStorage.setItem('communityID', 'riverside-condo');
  notifySessionChanged();
  await i18n.use(initReactI18next).init({
    lng: 'th',
    fallbackLng: false,
    resources: { th: { reports: th } },
    interpolation: { escapeValue: false },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const share = { visits: 0, feeSatang: 0 };
const REPORT: VisitReport = {
  from: '2026-11-01',
  to: '2026-11-02',
  totals: { visits: 3, withVehicle: 2, feeSatang: 12_050, forcedOut: 1, overstays: 1, inside: 0 },
  days: [
    { date: '2026-11-01', visits: 2, feeSatang: 12_050 },
    { date: '2026-11-02', visits: 1, feeSatang: 0 },
  ],
  visitorTypes: [
    { visitorType: 'GUEST', visits: 2, feeSatang: 12_050 },
    { visitorType: 'DELIVERY', visits: 1, feeSatang: 0 },
    { visitorType: 'CONTRACTOR', ...share },
    { visitorType: 'TAXI', ...share },
    { visitorType: 'OTHER', ...share },
  ],
  vehicleTypes: [
    { vehicleType: 'CAR', visits: 2, feeSatang: 12_050 },
    { vehicleType: 'MOTORCYCLE', ...share },
    { vehicleType: 'TRUCK', ...share },
    { vehicleType: 'OTHER', ...share },
    { vehicleType: null, visits: 1, feeSatang: 0 },
  ],
  payments: [
    { paymentMethod: 'CASH', visits: 1, feeSatang: 12_050 },
    { paymentMethod: 'PROMPTPAY', ...share },
    { paymentMethod: 'WAIVED', visits: 1, feeSatang: 0 },
  ],
};

function answer(body: object, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(body, { status })),
  );
}

const show = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <ReportView range={{ from: '2026-11-01', to: '2026-11-02' }} />
      </App>
    </QueryClientProvider>,
  );

// antd's first render in jsdom styles every component once: slow on a shared two-core machine.
describe('ReportView', { timeout: 20_000 }, () => {
  it('shows the figures in baht, and the tables in Thai with walk-ins as on foot', async () => {
    answer({ isSuccess: true, data: REPORT });
    show();
    expect((await screen.findByTestId('report-tile-visits')).textContent).toContain('3');
    expect(screen.getByTestId('report-tile-fees').textContent).toContain('120.50');
    const vehicles = screen.getByTestId('report-vehicle-types');
    expect(within(vehicles).getByText('เดินเท้า')).toBeTruthy();
    expect(within(screen.getByTestId('report-payments')).getByText('เงินสด')).toBeTruthy();
    expect(screen.getByTestId('report-visits-chart')).toBeTruthy();
  });

  it('says so when the range has no visits', async () => {
    answer({
      isSuccess: true,
      data: { ...REPORT, totals: { ...REPORT.totals, visits: 0, withVehicle: 0, feeSatang: 0 } },
    });
    show();
    expect((await screen.findByTestId('report-empty')).textContent).toContain(th.empty);
  });

  it('shows the server’s refusal', async () => {
    answer(
      { isSuccess: false, code: 'VMS_REPORT_RANGE_TOO_LONG', message: 'รายงานครอบคลุมได้ไม่เกิน 366 วัน' },
      400,
    );
    show();
    expect((await screen.findByTestId('report-error')).textContent).toContain('366');
  });
});
