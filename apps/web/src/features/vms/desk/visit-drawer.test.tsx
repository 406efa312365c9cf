// @vitest-environment jsdom
import '../../../shared/testing/browser-gaps';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifySessionChanged } from '../../../shared/session/session-store';
import th from './locales/th.json';
import { VisitDrawer } from './visit-drawer';

const VISIT = '0f8e7d6c-5b4a-4392-8172-635445362718';
const left = {
  visitID: VISIT,
  slipCode: 'K7M2QA',
  name: 'สมหญิง ใจดี',
  phone: null,
  visitorType: 'GUEST',
  vehicleType: 'CAR',
  plate: 'กข 1234',
  province: 'กรุงเทพมหานคร',
  unitID: '7b0c9a4e-1f2d-4c3b-9a8e-123456789abc',
  unitNo: 'A-0305',
  purpose: null,
  idDocument: null,
  badge: null,
  checkedInAt: '2026-11-27T01:00:00.000Z',
  checkedOutAt: '2026-11-27T03:10:00.000Z',
  stamps: 1,
  feeSatang: 2_000,
  paymentMethod: 'PROMPTPAY',
  waiveReason: null,
  forcedOutReason: null,
  overstayed: false,
  passID: null,
  hasFacePhoto: false,
  hasPlatePhoto: false,
  stampList: [],
};
const account = {
  receiptName: 'นิติบุคคลอาคารชุด ทดสอบ',
  addressLines: ['1 ถนนเจริญกรุง'],
  taxID: '0993554012345',
  promptPayID: null,
};

beforeAll(async () => {
  localStorage.setItem('id_token', 'signed-in');
  localStorage.setItem('communityID', 'riverside-condo');
  notifySessionChanged();
  await i18n.use(initReactI18next).init({
    lng: 'th',
    fallbackLng: false,
    resources: { th: { desk: th } },
    interpolation: { escapeValue: false },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the visit drawer', { timeout: 30_000 }, () => {
  it("reprints a left visit's receipt from its record, under the office's receipt header", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const url = new URL(input, 'http://localhost:3000');
        if (url.pathname === '/api/vms/visitor/info') return Response.json({ isSuccess: true, data: left });
        if (url.pathname === '/api/vms/account') return Response.json({ isSuccess: true, data: account });
        return Response.json({ isSuccess: true, items: [] });
      }),
    );
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <App>
            <VisitDrawer visitID={VISIT} onClose={() => undefined} />
          </App>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    // A visit that left: no checkout, and the receipt can be printed again.
    fireEvent.click(await screen.findByTestId('drawer-print-receipt'));
    const [receipt] = await screen.findAllByTestId('fee-receipt');
    await waitFor(() => expect(receipt!.textContent).toContain(account.receiptName));
    expect(receipt!.textContent).toContain(th.receipt.copyTitle);
    expect(receipt!.textContent).toContain('1 ถนนเจริญกรุง');
    expect(receipt!.textContent).toContain('0993554012345');
    expect(receipt!.textContent).toContain(th.payment.PROMPTPAY);
    expect(receipt!.querySelector('[data-testid="fee-total"]')!.textContent).toContain('20.00');
    expect(screen.queryByTestId('drawer-checkout')).toBeNull();
    await waitFor(() => expect(print).toHaveBeenCalled());
  });
});
