// @vitest-environment jsdom
import '../../../shared/testing/browser-gaps';
import type { Slot } from '@cc/contracts/facilitybooking';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifySessionChanged } from '../../../shared/session/session-store';
import th from '../locales/th.json';
import { BookDialog } from './book-dialog';

const COMMUNITY = 'riverside-condo';
const UNIT = '0b6c7a1e-3c1d-4f7a-9a52-7f1e2d3c4b5a';
const FACILITY = '6f1c0c3e-2f7b-4b53-9d1e-0d3c2f9b1a11';
const REFUSAL = 'ห้อง A-0101 จองส่วนกลางนี้ครบ 2 ครั้งในวันนี้แล้ว';

beforeAll(async () => {
  localStorage.setItem('id_token', 'signed-in');
  localStorage.setItem('communityID', COMMUNITY);
  notifySessionChanged();
  await i18n.use(initReactI18next).init({
    lng: 'th',
    fallbackLng: false,
    resources: { th: { facilitybooking: th } },
    interpolation: { escapeValue: false },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const slot = (clock: string): Slot => ({
  facilityID: FACILITY,
  startsAt: new Date(`2026-12-04T${clock}:00+07:00`).toISOString(),
  endsAt: new Date(
    `2026-12-04T${clock.replace(/^(\d\d)/, (h) => String(Number(h) + 1).padStart(2, '0'))}:00+07:00`,
  ).toISOString(),
  day: '2026-12-04',
  capacity: 1,
  taken: 0,
  left: 1,
  events: [],
  bookable: true,
  blockedBy: null,
  opensAt: '2026-11-01T00:00:00.000Z',
});

/** The unit search answers A-0101; booking refuses with the server's own (Thai) words. */
function answer() {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost:3000');
      if (url.pathname === '/api/community/unit')
        return Response.json({ isSuccess: true, items: [{ unitID: UNIT, unitNo: 'A-0101' }], lastKey: null });
      if (url.pathname === '/api/facility/booking/multiple') {
        sent.push(JSON.parse(String(init?.body)));
        return Response.json({ isSuccess: false, code: 'LIMIT', message: REFUSAL }, { status: 409 });
      }
      return Response.json({ isSuccess: false, code: 'NOT_FOUND', message: 'no' }, { status: 404 });
    }),
  );
  return sent;
}

// antd's first render in jsdom styles every component once: slow on a shared two-core machine.
describe('BookDialog', { timeout: 20_000 }, () => {
  it('books the dragged slots for the chosen unit, and keeps a refusal in the server words', async () => {
    const sent = answer();
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
    });
    const onClose = vi.fn();
    render(
      <QueryClientProvider client={client}>
        <App>
          <BookDialog
            facilityName="Fitness"
            maxPeople={4}
            slots={[slot('09:00'), slot('10:00')]}
            onClose={onClose}
          />
        </App>
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('book-slots').querySelectorAll('li')).toHaveLength(2);
    const unit = screen.getByRole('combobox');
    fireEvent.mouseDown(unit);
    fireEvent.change(unit, { target: { value: 'A-01' } });
    fireEvent.click(await screen.findByTitle('A-0101'));
    fireEvent.click(screen.getByRole('button', { name: 'จอง 2 รอบ' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      communityID: COMMUNITY,
      unitID: UNIT,
      people: 1,
      slots: [
        { facilityID: FACILITY, startsAt: '2026-12-04T02:00:00.000Z' },
        { facilityID: FACILITY, startsAt: '2026-12-04T03:00:00.000Z' },
      ],
    });
    expect((await screen.findByTestId('book-refusal')).textContent).toContain(REFUSAL);
    expect(onClose).not.toHaveBeenCalled();
  });
});
