// @vitest-environment jsdom
import '../../../shared/testing/browser-gaps';
import type { BatchDetail } from '@cc/contracts/vms-coupon-records';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifySessionChanged } from '../../../shared/session/session-store';
import { BatchDrawer } from './batch-drawer';
import th from './locales/th.json';

const COMMUNITY = 'riverside-condo';
const BATCH = '6f1c0d2a-1111-4222-8333-444455556666';

const waiting: BatchDetail = {
  batchID: BATCH,
  batchNo: '6F1C0D2A',
  ownerUnitID: 'u1',
  unitNo: 'A-0101',
  state: 'WAITING_VERIFY',
  count: 3,
  hours: 2,
  priceSatang: 12_000,
  amountSatang: 12_000,
  dueDate: '2099-12-31',
  promptPayPayload: '00020101021229370016A000000677010111011300668123456785802TH530376454041200630412AB',
  note: null,
  reason: null,
  createdAt: '2026-11-20T03:00:00.000Z',
  updatedAt: '2026-11-21T03:00:00.000Z',
  timeline: [
    { action: 'create', from: null, to: 'CREATED', reason: null, by: 'u', at: '2026-11-20T03:00:00.000Z' },
  ],
  slips: [{ photoID: 'p1', url: '/api/files/slip.jpg?sig=1' }],
  coupons: [],
};

beforeAll(async () => {
  localStorage.setItem('id_token', 'signed-in');
  localStorage.setItem('communityID', COMMUNITY);
  notifySessionChanged();
  await i18n.use(initReactI18next).init({
    lng: 'th',
    fallbackLng: false,
    resources: { th: { coupons: th } },
    interpolation: { escapeValue: false },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The batch as the API answers it; each review's body kept. */
function answer() {
  const reviews: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost:3000');
      if (url.pathname === '/api/coupon/review-batch') {
        reviews.push(JSON.parse(String(init?.body)));
        return Response.json({ isSuccess: true, data: { ...waiting, state: 'REVIEWED' } });
      }
      if (url.pathname === '/api/coupon/info-batch') return Response.json({ isSuccess: true, data: waiting });
      return Response.json({ isSuccess: false, code: 'NOT_FOUND', message: 'no' }, { status: 404 });
    }),
  );
  return reviews;
}

describe('BatchDrawer', { timeout: 20_000 }, () => {
  it('shows the slip beside the review controls, and approves the batch', async () => {
    const reviews = answer();
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
    });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[`/dashboard/vms?tab=coupons&batchID=${BATCH}`]}>
          <App>
            <BatchDrawer />
          </App>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const review = await screen.findByTestId('batch-review');
    const slip = within(review).getByAltText(th.review.slipAlt.replace('{{n}}', '1'));
    expect(slip.getAttribute('src')).toBe('/api/files/slip.jpg?sig=1');
    const approve = within(review).getByTestId('batch-approve');
    expect(approve.textContent?.replace(/\s/g, '')).toBe(
      th.actions.approve.replace('{{count}}', '3').replace(/\s/g, ''),
    );
    expect(within(review).getByTestId('batch-reject')).toBeTruthy();
    fireEvent.click(approve);
    await waitFor(() =>
      expect(reviews).toEqual([{ communityID: COMMUNITY, batchID: BATCH, decision: 'APPROVE' }]),
    );
  });
});
