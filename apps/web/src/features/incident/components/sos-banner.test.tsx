// @vitest-environment jsdom
import '../../../shared/testing/browser-gaps';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifySessionChanged } from '../../../shared/session/session-store';
import th from '../locales/th.json';
import { SosBanner } from './sos-banner';

const OPEN = {
  alertID: '0f8e7d6c-5b4a-4392-8172-635445362718',
  raisedBy: { userID: 'u1', name: 'รปภ. สมศักดิ์', role: 'GUARD' },
  place: 'ประตูหลัก',
  position: { latitude: 13.7221, longitude: 100.5137 },
  note: null,
  raisedAt: '2026-11-27T13:00:00.000Z',
  status: 'OPEN',
  acknowledgedBy: null,
  acknowledgedAt: null,
  resolvedAt: null,
};
const ACL = {
  communityID: 'riverside-condo',
  communityName: 'Riverside',
  imageUrl: null,
  communityType: 'CONDO',
  role: 'PMC',
  displayCommunityRole: 'PMC',
  usageStatus: 'ACTIVE',
  permissions: ['INCIDENT_REPORT:read'],
};

beforeAll(async () => {
  localStorage.setItem('id_token', 'signed-in');
  localStorage.setItem('communityID', 'riverside-condo');
  notifySessionChanged();
  await i18n.use(initReactI18next).init({
    lng: 'th',
    fallbackLng: false,
    resources: { th: { incident: th } },
    interpolation: { escapeValue: false },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function stubApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost:3000');
      if (url.pathname === '/api/acl/community/list') return Response.json({ isSuccess: true, items: [ACL] });
      if (url.pathname === '/api/sos/alert/list')
        return Response.json({ isSuccess: true, data: { items: [OPEN] } });
      return Response.json({ isSuccess: true, items: [] });
    }),
  );
}

function mount() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SosBanner />
    </QueryClientProvider>,
  );
}

const reducedMotion = (on: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: on && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));

describe('the SOS banner', { timeout: 30_000 }, () => {
  it('blocks the page with who and where while an alert is open, and pulses', async () => {
    stubApi();
    reducedMotion(false);
    mount();
    const banner = await screen.findByTestId('sos-banner');
    expect(banner.textContent).toContain('รปภ. สมศักดิ์');
    expect(banner.textContent).toContain('ประตูหลัก');
    expect(banner.getAttribute('role')).toBe('alertdialog');
    expect(banner.className).toContain('sos-banner--pulse');
    expect(screen.getByTestId('sos-map').getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=13.7221&mlon=100.5137#map=18/13.7221/100.5137',
    );
    expect(screen.getByTestId('sos-map').textContent).toBe('แผนที่');
  });

  it('stays still under prefers-reduced-motion', async () => {
    stubApi();
    reducedMotion(true);
    mount();
    const banner = await screen.findByTestId('sos-banner');
    expect(banner.className).not.toContain('sos-banner--pulse');
  });
});
