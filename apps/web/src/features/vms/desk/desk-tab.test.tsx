// @vitest-environment jsdom
import '../../../shared/testing/browser-gaps';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifySessionChanged } from '../../../shared/session/session-store';
import { DeskTab } from './desk-tab';
import th from './locales/th.json';

const COMMUNITY = 'riverside-condo';
const VISIT = '0f8e7d6c-5b4a-4392-8172-635445362718';
const visit = {
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
  badge: 'V-17',
  checkedInAt: '2026-11-27T01:00:00.000Z',
  checkedOutAt: null,
  stamps: 0,
  feeSatang: null,
  paymentMethod: null,
  waiveReason: null,
  forcedOutReason: null,
  overstayed: false,
  passID: null,
  hasFacePhoto: false,
  hasPlatePhoto: false,
  stampList: [],
};
const fee = {
  vehicleType: 'CAR',
  stayMinutes: 95,
  withinGrace: false,
  stamps: 0,
  freeMinutesUsed: 0,
  chargeableMinutes: 95,
  hoursCharged: 2,
  days: [{ date: '2026-11-27', hours: 2, satang: 4_000, capApplied: false }],
  hourlySatang: 4_000,
  overnightSatang: 0,
  lostSlipSatang: 0,
  totalSatang: 4_000,
};

beforeAll(async () => {
  localStorage.setItem('id_token', 'signed-in');
  localStorage.setItem('communityID', COMMUNITY);
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

/** The gate API as its contracts answer: one visit inside, found by its slip code. */
function answer(photoRequired = false) {
  const calls: { url: URL; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost:3000');
      calls.push({
        url,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
      });
      switch (url.pathname) {
        case '/api/vms/visitor/search':
          return Response.json({
            isSuccess: true,
            items: url.searchParams.get('q') === 'K7M2QA' ? [visit] : [],
          });
        case '/api/vms/visitor/info':
          return Response.json({ isSuccess: true, data: visit });
        case '/api/vms/fee/calculate': {
          const { couponCodes = [] } = JSON.parse(String(init?.body)) as { couponCodes?: string[] };
          if (couponCodes.some((c) => c.startsWith('USED')))
            return Response.json(
              { isSuccess: false, code: 'VMS_COUPON_CODE_USED', errorMessage: 'คูปองนี้ถูกใช้แล้ว' },
              { status: 409 },
            );
          return Response.json({
            isSuccess: true,
            data: { ...fee, coupons: couponCodes.length, couponHours: couponCodes.length * 2 },
          });
        }
        case '/api/vms/visitor/checkout':
          return Response.json({
            isSuccess: true,
            data: {
              ...visit,
              checkedOutAt: '2026-11-27T02:35:00.000Z',
              feeSatang: 4_000,
              paymentMethod: 'CASH',
              fee: { ...fee, coupons: 1, couponHours: 2 },
            },
          });
        case '/api/vms/utility-config':
          return Response.json({ isSuccess: true, data: { photoRequired } });
        case '/api/vms/visitor/checkin': {
          const passToken =
            init?.body instanceof FormData
              ? String(init.body.get('passToken'))
              : (JSON.parse(String(init?.body)) as { passToken: string }).passToken;
          if (passToken.startsWith('used'))
            return Response.json(
              { isSuccess: false, code: 'VMS_PASS_USED', errorMessage: 'บัตรผ่านนี้ใช้ครบแล้ว' },
              { status: 409 },
            );
          return Response.json({ isSuccess: true, data: { ...visit, passID: 'pass-1' } });
        }
      }
      return Response.json({ isSuccess: true, items: [] });
    }),
  );
  return calls;
}

function renderDesk() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/dashboard/vms?tab=desk']}>
        <App>
          <DeskTab />
        </App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const scanInto = (field: HTMLElement, code: string) => {
  fireEvent.change(field, { target: { value: code } });
  fireEvent.keyDown(field, { key: 'Enter', code: 'Enter', keyCode: 13 });
};

// antd's first render in jsdom styles every component once: slow on a shared two-core machine.
describe('the check-in desk', { timeout: 30_000 }, () => {
  it('waits with the caret in the scan field; a slip code opens its checkout with the fee', async () => {
    const calls = answer();
    renderDesk();
    const field = screen.getByTestId('scan-input');
    await waitFor(() => expect(document.activeElement).toBe(field));
    scanInto(field, 'k7m2qa');
    const panel = await screen.findByTestId('checkout-panel');
    await within(panel).findByText('K7M2QA');
    await waitFor(() => expect(within(panel).getByTestId('fee-total').textContent).toContain('40.00'));
    const search = calls.find((c) => c.url.pathname === '/api/vms/visitor/search')!;
    expect(search.url.searchParams.get('q')).toBe('K7M2QA');
    expect(calls.find((c) => c.url.pathname === '/api/vms/fee/calculate')!.body).toMatchObject({
      communityID: COMMUNITY,
      visitID: VISIT,
      slipLost: false,
    });
  });

  it('checks a guest pass in by its token, shows the visit and prints its slip', async () => {
    const calls = answer();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderDesk();
    const token = `${'e'.repeat(36)}.${'P'.repeat(140)}.${'s'.repeat(86)}`;
    scanInto(screen.getByTestId('scan-input'), token);
    const shown = await screen.findByTestId('pass-visit');
    expect(shown.textContent).toContain('สมหญิง ใจดี');
    expect(shown.textContent).toContain('A-0305');
    expect((await screen.findAllByTestId('slip-code'))[0]!.textContent).toBe('K7M2QA');
    await waitFor(() => expect(print).toHaveBeenCalled());
    const sent = calls.find((c) => c.url.pathname === '/api/vms/visitor/checkin')!.body as Record<
      string,
      string
    >;
    expect(sent).toMatchObject({ communityID: COMMUNITY, passToken: token });
    expect(sent.clientID).toBeTruthy();
  });

  it("shows the API's worded refusal of a pass, and checks no one in", async () => {
    answer();
    renderDesk();
    const token = `used${'e'.repeat(32)}.${'P'.repeat(140)}.${'s'.repeat(86)}`;
    scanInto(screen.getByTestId('scan-input'), token);
    const refused = await screen.findByTestId('scan-refused');
    expect(refused.textContent).toContain('บัตรผ่านนี้ใช้ครบแล้ว');
    expect(screen.queryByTestId('pass-visit')).toBeNull();
  });

  it('counts a coupon in the fee, refuses a used one in the API words, and sends the kept ones', async () => {
    const calls = answer();
    vi.stubGlobal('print', vi.fn());
    renderDesk();
    scanInto(screen.getByTestId('scan-input'), 'K7M2QA');
    const panel = await screen.findByTestId('checkout-panel');
    const coupon = await within(panel).findByTestId('coupon-input');
    scanInto(coupon, 'usedaaaaaa');
    expect((await within(panel).findByTestId('coupon-error')).textContent).toContain('คูปองนี้ถูกใช้แล้ว');
    expect(within(panel).queryAllByTestId('coupon-tag')).toHaveLength(0);
    scanInto(coupon, 'abcdefgh23');
    expect((await within(panel).findByTestId('coupon-tag')).textContent).toContain('ABCDEFGH23');
    await within(panel).findByText('คูปอง 1 ใบ: ฟรี 2 ชม.');
    // Enter in the coupon field added a coupon; it did not check the visitor out.
    expect(calls.some((c) => c.url.pathname === '/api/vms/visitor/checkout')).toBe(false);
    fireEvent.click(within(panel).getByTestId('checkout-confirm'));
    const receipt = await screen.findAllByTestId('fee-receipt');
    expect(receipt[0]!.textContent).toContain('คูปอง 1 ใบ: ฟรี 2 ชม.');
    expect(calls.find((c) => c.url.pathname === '/api/vms/visitor/checkout')!.body).toMatchObject({
      visitID: VISIT,
      couponCodes: ['ABCDEFGH23'],
    });
  });

  it("where the office requires a face photo, a scanned pass waits for the guest's photo", async () => {
    const calls = answer(true);
    vi.stubGlobal('print', vi.fn());
    renderDesk();
    // The rule is read before the scan, as at a desk open all day: the walk-in form asks for the face too.
    await screen.findByText(th.photos.face);
    const token = `${'e'.repeat(36)}.${'P'.repeat(140)}.${'s'.repeat(86)}`;
    scanInto(screen.getByTestId('scan-input'), token);
    await screen.findByText(th.pass.photoHelp);
    expect(calls.some((c) => c.url.pathname === '/api/vms/visitor/checkin')).toBe(false);
    const face = new File([new Uint8Array([1, 2, 3])], 'face.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByTestId('pass-face-photo'), { target: { files: [face] } });
    fireEvent.click(screen.getByTestId('pass-photo-ok'));
    await screen.findByTestId('pass-visit');
    const sent = calls.find((c) => c.url.pathname === '/api/vms/visitor/checkin')!;
    expect(sent.url.searchParams.get('communityID')).toBe(COMMUNITY);
    const form = sent.body as FormData;
    expect(form.get('passToken')).toBe(token);
    expect((form.get('facePhoto') as File).name).toBe('face.jpg');
  });

  it('says so when no visit has the code', async () => {
    answer();
    renderDesk();
    scanInto(screen.getByTestId('scan-input'), 'ZZZZZZ');
    const warning = await screen.findByTestId('scan-not-found');
    expect(warning.textContent).toContain('ZZZZZZ');
  });
});
