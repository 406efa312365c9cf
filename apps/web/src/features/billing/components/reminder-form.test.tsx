// @vitest-environment jsdom
import '../../../shared/testing/browser-gaps';
import { DEFAULT_REMINDERS } from '@cc/contracts/billing-reminder-ops';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifySessionChanged } from '../../../shared/session/session-store';
import th from '../locales/th.json';
import { ReminderForm } from './reminder-form';

const COMMUNITY = 'riverside-condo';

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

/** The reminder setting as the contract answers it: read, and the body of each save kept. */
function answer() {
  const saved: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost:3000');
      if (url.pathname !== '/api/billing/setting/reminder')
        return Response.json({ isSuccess: false, code: 'NOT_FOUND', message: 'no' }, { status: 404 });
      if (init?.method === 'POST') {
        const body = JSON.parse(String(init.body));
        saved.push(body);
        return Response.json({ isSuccess: true, data: body.reminders });
      }
      return Response.json({ isSuccess: true, data: DEFAULT_REMINDERS });
    }),
  );
  return saved;
}

// antd's first render in jsdom styles every component once: slow on a shared two-core machine.
describe('ReminderForm', { timeout: 20_000 }, () => {
  it('shows each step on as read, and saves a step and the e-mail switched off', async () => {
    const saved = answer();
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
    });
    render(
      <QueryClientProvider client={client}>
        <App>
          <ReminderForm />
        </App>
      </QueryClientProvider>,
    );
    const after7 = await screen.findByRole('switch', { name: th.reminder.step.AFTER_7 });
    expect(after7.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(after7);
    fireEvent.click(screen.getByRole('switch', { name: th.reminder.email }));
    fireEvent.click(screen.getByRole('button', { name: th.common.save }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      communityID: COMMUNITY,
      reminders: { steps: { ...DEFAULT_REMINDERS.steps, AFTER_7: false }, email: false },
    });
  });
});
