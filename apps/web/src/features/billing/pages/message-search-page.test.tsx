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
import th from '../locales/th.json';
import { MessageSearchPage } from './message-search-page';

const COMMUNITY = 'riverside-condo';
const ID = '6f1c2b7d-0b6f-4a57-9d61-3f0e8f5e3c9d';
const t = th.message;
const fill = (s: string, vars: Record<string, string | number>) =>
  s.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k]));

const message = {
  messageID: ID,
  title: 'แจ้งปิดน้ำประปาชั่วคราว อาคาร A',
  body: 'วันเสาร์นี้ ปิดน้ำ',
  audience: 'BUILDINGS',
  buildingIDs: ['0b6f8f5e-3c9d-4a57-9d61-3f0e6a1c2b7d'],
  minOverdueSatang: null,
  recipientCount: 2,
  readCount: 1,
  sentAt: '2026-11-20T03:00:00.000Z',
  sentBy: { userID: '1b6f8f5e-3c9d-4a57-9d61-3f0e6a1c2b7d', name: 'สมชาย ใจดี' },
  recalledAt: null,
  recalledBy: null,
  recallReason: null,
};
const detail = {
  ...message,
  recipients: [
    { unitID: 'u1', unitNo: 'A-0101', buildingName: 'อาคาร A', readAt: '2026-11-21T03:00:00.000Z' },
    { unitID: 'u2', unitNo: 'A-0102', buildingName: 'อาคาร A', readAt: null },
  ],
};

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

/** The API as its contracts answer: one message found (or none), its detail, send and recall. */
function answer(found: object[]) {
  const calls: { url: URL; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost:3000');
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ url, body });
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
                permissions: ['BILLING:write'],
              },
            ],
          });
        case '/api/billing/message/search':
          return Response.json({ isSuccess: true, items: found, lastKey: null, total: found.length });
        case '/api/billing/message/info-for-pmc':
          return Response.json({ isSuccess: true, data: detail });
        case '/api/billing/message/send':
        case '/api/billing/message/recall':
          return Response.json({ isSuccess: true, data: detail });
      }
      return Response.json({ isSuccess: true, items: [] });
    }),
  );
  return calls;
}

function renderPage(address = '/dashboard/billing/searchbillingmessage') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[address]}>
        <App>
          <MessageSearchPage />
        </App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

// antd's first render in jsdom styles every component once: slow on a shared two-core machine.
describe('the billing message page', { timeout: 30_000 }, () => {
  it('says so when nothing matches, and searches with the filters of its address', async () => {
    const calls = answer([]);
    renderPage('/dashboard/billing/searchbillingmessage?q=ปิดน้ำ&audience=DEBTORS&includeRecalled=true');
    await screen.findByText(t.empty);
    const search = calls.find((c) => c.url.pathname === '/api/billing/message/search')!;
    expect(Object.fromEntries(search.url.searchParams)).toMatchObject({
      communityID: COMMUNITY,
      q: 'ปิดน้ำ',
      audience: 'DEBTORS',
      includeRecalled: 'true',
    });
  });

  it('opens the message a notice names, with who read it, and recalls it with a reason', async () => {
    const calls = answer([message]);
    renderPage(`/dashboard/billing/searchbillingmessage?messageID=${ID}`);
    const table = await screen.findByTestId('message-table');
    await within(table).findByRole('button', { name: message.title });
    expect(within(table).getByText(fill(t.readOf, { read: 1, count: 2 }))).toBeTruthy();
    expect(screen.getByTestId('shown-count').textContent).toBe(fill(t.shown, { count: 1, total: 1 }));

    const drawer = await screen.findByTestId('message-drawer');
    await within(drawer).findByText(message.body);
    expect(within(drawer).getByTestId('message-read-count').textContent).toBe(
      fill(t.readOf, { read: 1, count: 2 }),
    );
    const rows = within(within(drawer).getByTestId('message-recipients')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.querySelector('td')?.textContent)).toEqual(['A-0101', 'A-0102']);
    expect(within(rows[1]!).getByText(t.unread)).toBeTruthy();

    fireEvent.click(await within(drawer).findByRole('button', { name: t.recall }));
    const reason = await screen.findByLabelText(t.recallReason);
    fireEvent.change(reason, { target: { value: '  ส่งผิดอาคาร ' } });
    fireEvent.click(screen.getByRole('button', { name: t.recallOk }));
    await waitFor(() =>
      expect(calls.some((c) => c.url.pathname === '/api/billing/message/recall')).toBe(true),
    );
    expect(calls.find((c) => c.url.pathname === '/api/billing/message/recall')!.body).toEqual({
      communityID: COMMUNITY,
      messageID: ID,
      reason: 'ส่งผิดอาคาร',
    });
  });

  it('sends a message to every unit from the dialog, and asks for a title first', async () => {
    const calls = answer([]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: t.send }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: t.sendOk }));
    await within(dialog).findByText(t.subjectRequired);
    fireEvent.change(within(dialog).getByLabelText(t.subject), { target: { value: 'ช่องทางชำระ' } });
    fireEvent.change(within(dialog).getByLabelText(t.body), { target: { value: 'ชำระผ่านพร้อมเพย์' } });
    fireEvent.click(within(dialog).getByRole('button', { name: t.sendOk }));
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/billing/message/send')).toBe(true));
    expect(calls.find((c) => c.url.pathname === '/api/billing/message/send')!.body).toEqual({
      communityID: COMMUNITY,
      title: 'ช่องทางชำระ',
      body: 'ชำระผ่านพร้อมเพย์',
      audience: 'ALL',
    });
  });

  it('sends to the debtors owing at least an amount, in satang', async () => {
    const calls = answer([]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: t.send }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(t.subject), { target: { value: 'ค้างชำระ' } });
    fireEvent.change(within(dialog).getByLabelText(t.body), { target: { value: 'กรุณาชำระภายใน 7 วัน' } });
    fireEvent.click(within(dialog).getByText(t.audiences.DEBTORS));
    const min = await within(dialog).findByLabelText(t.minOverdue);
    fireEvent.change(min, { target: { value: '1500.50' } });
    fireEvent.blur(min);
    fireEvent.click(within(dialog).getByRole('button', { name: t.sendOk }));
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/billing/message/send')).toBe(true));
    expect(calls.find((c) => c.url.pathname === '/api/billing/message/send')!.body).toMatchObject({
      audience: 'DEBTORS',
      minOverdueSatang: 150050,
    });
  });
});
