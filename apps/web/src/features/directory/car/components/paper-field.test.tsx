// @vitest-environment jsdom
import '../../../../shared/testing/browser-gaps';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifySessionChanged } from '../../../../shared/session/session-store';
import th from '../../locales/th.json';
import { PaperField } from './paper-field';

beforeAll(async () => {
  localStorage.setItem('id_token', 'signed-in');
  localStorage.setItem('communityID', 'riverside-condo');
  notifySessionChanged();
  await i18n.use(initReactI18next).init({
    lng: 'th',
    fallbackLng: false,
    resources: { th: { directory: th } },
    interpolation: { escapeValue: false },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const wrap = (ui: React.ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <App>{ui}</App>
    </QueryClientProvider>,
  );

describe('PaperField', { timeout: 20_000 }, () => {
  it('uploads the chosen file at once and takes the key the upload answered', async () => {
    const sent: { path: string; file: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init: RequestInit) => {
        sent.push({
          path: new URL(input, 'http://localhost:3000').pathname,
          file: (init.body as FormData).get('file'),
        });
        return Response.json({
          isSuccess: true,
          data: { fileKey: 'private/c-x/cars/k.pdf', url: '/api/files/x', contentType: 'application/pdf' },
        });
      }),
    );
    const onChange = vi.fn();
    const view = wrap(<PaperField label={th.car.policy.docs.LEASE} onChange={onChange} />);
    const paper = new File(['%PDF-1.4'], 'lease.pdf', { type: 'application/pdf' });
    fireEvent.change(view.container.querySelector('input[type="file"]')!, { target: { files: [paper] } });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('private/c-x/cars/k.pdf'));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.path).toBe('/api/car-directory/car-register/document');
    expect((sent[0]!.file as File).name).toBe('lease.pdf');
  });

  it('shows a chosen paper as attached, offering to replace it', () => {
    wrap(<PaperField label={th.car.policy.docs.ID_CARD} value="private/c-x/cars/k.png" />);
    expect(screen.getByText(th.car.detail.attached)).toBeTruthy();
    expect(
      screen.getByRole('button', {
        name: th.car.detail.replaceNamed.replace('{{kind}}', th.car.policy.docs.ID_CARD),
      }),
    ).toBeTruthy();
  });
});
