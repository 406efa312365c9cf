// @vitest-environment jsdom
import '../../../shared/testing/browser-gaps';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifySessionChanged } from '../../../shared/session/session-store';
import th from './locales/th.json';
import { VisitPhotos } from './visit-photos';

beforeAll(async () => {
  localStorage.setItem('id_token', 'signed-in');
  localStorage.setItem('communityID', 'riverside-condo');
  notifySessionChanged();
  await i18n.use(initReactI18next).init({
    lng: 'th',
    fallbackLng: false,
    resources: { th: { passes: th } },
    interpolation: { escapeValue: false },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const wrap = (ui: React.ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {ui}
    </QueryClientProvider>,
  );

describe('VisitPhotos', { timeout: 20_000 }, () => {
  it('shows each photo the visit has through its signed link, and asks for no other', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const url = new URL(input, 'http://localhost:3000');
        asked.push(`${url.pathname}?${url.searchParams.get('kind')}`);
        return Response.json({
          isSuccess: true,
          data: { url: `/api/files/x-${url.searchParams.get('kind')}?exp=1` },
        });
      }),
    );
    wrap(<VisitPhotos visit={{ visitID: 'v-1', hasFacePhoto: true, hasPlatePhoto: false }} />);
    const face = await screen.findByAltText(th.photos.face);
    expect(face.getAttribute('src')).toBe('/api/files/x-FACE?exp=1');
    expect(asked).toEqual(['/api/vms/visitor/photo?FACE']);
  });

  it('says so when the visit has no photos, without asking', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    wrap(<VisitPhotos visit={{ visitID: 'v-2', hasFacePhoto: false, hasPlatePhoto: false }} />);
    expect(screen.getByText(th.photos.none)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
