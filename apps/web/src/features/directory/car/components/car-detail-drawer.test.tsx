// @vitest-environment jsdom
import '../../../../shared/testing/browser-gaps';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifySessionChanged } from '../../../../shared/session/session-store';
import th from '../../locales/th.json';
import { CarDetailDrawer } from './car-detail-drawer';

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
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {ui}
    </QueryClientProvider>,
  );

const car = (documents: object[]) => ({
  carID: 'c-1',
  unitID: 'u-1',
  unitNo: 'A-0101',
  plateNo: 'กข 1234',
  digits: '1234',
  provinceCode: 'TH-10',
  province: 'กรุงเทพมหานคร',
  vehicleType: 'CAR',
  brand: 'Toyota',
  model: null,
  colour: 'ขาว',
  status: 'WAITING',
  reason: null,
  requestedByName: 'สมชาย ใจดี',
  createdAt: '2026-11-01T03:00:00.000Z',
  decidedAt: null,
  sticker: null,
  documents,
  stickers: [],
  audit: [],
});

describe('CarDetailDrawer', { timeout: 20_000 }, () => {
  it("lists the request's papers by kind, each opening its signed link", async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const url = new URL(input, 'http://localhost:3000');
        asked.push(`${url.pathname}?${url.searchParams.get('carID')}`);
        return Response.json({
          isSuccess: true,
          data: car([
            {
              kind: 'REGISTRATION_BOOK',
              url: '/api/files/private/c-x/cars/a.pdf?exp=1&sig=s',
              uploadedAt: '2026-11-01T03:00:00.000Z',
            },
            {
              kind: 'ID_CARD',
              url: '/api/files/private/c-x/cars/b.png?exp=1&sig=t',
              uploadedAt: '2026-11-01T03:00:00.000Z',
            },
          ]),
        });
      }),
    );
    wrap(<CarDetailDrawer carID="c-1" onClose={() => {}} />);
    expect(await screen.findByText(th.car.policy.docs.REGISTRATION_BOOK)).toBeTruthy();
    expect(screen.getByText(th.car.policy.docs.ID_CARD)).toBeTruthy();
    const links = screen.getAllByRole('link', { name: th.car.detail.open });
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/api/files/private/c-x/cars/a.pdf?exp=1&sig=s',
      '/api/files/private/c-x/cars/b.png?exp=1&sig=t',
    ]);
    expect(links.every((a) => a.getAttribute('target') === '_blank')).toBe(true);
    expect(asked).toEqual(['/api/car-directory/car-management/detail?c-1']);
  });

  it('says so when the car has no papers', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ isSuccess: true, data: car([]) })),
    );
    wrap(<CarDetailDrawer carID="c-1" onClose={() => {}} />);
    expect(await screen.findByText(th.car.detail.noDocuments)).toBeTruthy();
    expect(screen.queryAllByRole('link', { name: th.car.detail.open })).toEqual([]);
  });
});
