// @vitest-environment jsdom
import '../../../shared/testing/browser-gaps';
import type { RegulationVersion } from '@cc/contracts/regulation';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifySessionChanged } from '../../../shared/session/session-store';
import en from '../locales/en.json';
import { DiscardDraftButton } from './discard-draft-button';

const DRAFT: RegulationVersion = {
  versionID: '0f8e7d6c-5b4a-4392-8172-635445362718',
  documentID: '1f8e7d6c-5b4a-4392-8172-635445362718',
  versionNo: 2,
  status: 'DRAFT',
  bodyHtml: '<p>x</p>',
  file: null,
  effectiveDate: '2026-12-01',
  changeNote: '',
  requiresAck: false,
  publishedAt: null,
  archivedAt: null,
  createdAt: '2026-11-27T13:00:00.000Z',
};

beforeAll(async () => {
  localStorage.setItem('id_token', 'signed-in');
  localStorage.setItem('communityID', 'riverside-condo');
  notifySessionChanged();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: false,
    resources: { en: { regulation: en, shared: { common: { cancel: 'Cancel' } } } },
    interpolation: { escapeValue: false },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('discarding a draft', () => {
  it('asks first, and discards only once confirmed', async () => {
    const calls: { path: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init?: RequestInit) => {
        const url = new URL(input, 'http://localhost:3000');
        calls.push({ path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : null });
        return Response.json({ isSuccess: true, data: {} });
      }),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <App>
          <DiscardDraftButton draft={DRAFT} />
        </App>
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(await screen.findAllByText('Discard the draft of version 2?')).not.toHaveLength(0);
    expect(calls.filter((c) => c.path.endsWith('/discard'))).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/regulation/version/discard')).toBe(true));
    expect(calls.find((c) => c.path.endsWith('/discard'))!.body).toEqual({
      communityID: 'riverside-condo',
      versionID: DRAFT.versionID,
    });
  });
});
