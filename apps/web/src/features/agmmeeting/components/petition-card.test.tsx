// @vitest-environment jsdom
import '../../../shared/testing/browser-gaps';
import type { AgmPetition } from '@cc/contracts/agmmeeting';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifySessionChanged } from '../../../shared/session/session-store';
import th from '../locales/th.json';
import { PetitionCard } from './petition-card';

const COMMUNITY = 'riverside-condo';
const UNIT = '7b0c9a4e-1f2d-4c3b-9a8e-123456789abc';
const petition: AgmPetition = {
  petitionID: '0f8e7d6c-5b4a-4392-8172-635445362718',
  subject: 'ประชุมวิสามัญเรื่องลิฟต์',
  reason: 'ลิฟต์เสียบ่อย',
  createdBy: { userID: 'u1', name: 'เจ้าของห้อง' },
  createdAt: '2026-11-20T03:00:00.000Z',
  state: 'OPEN',
  signedUnits: 1,
  signedWeight: '50000',
  totalWeight: '1000000',
  thresholdWeight: '200000',
  reachedAt: null,
  callBy: null,
  mySignedUnitIDs: [],
  myUnitIDs: [],
};
/** The office's permissions: it runs meetings (keys paper signatures) and reads the owners' side. */
const ACL = {
  communityID: COMMUNITY,
  communityName: 'Riverside',
  imageUrl: null,
  communityType: 'CONDO',
  role: 'PMC',
  displayCommunityRole: 'PMC',
  usageStatus: 'ACTIVE',
  permissions: ['AGM_MEETING:read', 'AGM_MEETING:write', 'AGM_MEETING:approve'],
};

beforeAll(async () => {
  localStorage.setItem('id_token', 'signed-in');
  localStorage.setItem('communityID', COMMUNITY);
  notifySessionChanged();
  await i18n.use(initReactI18next).init({
    lng: 'th',
    fallbackLng: false,
    resources: { th: { agmmeeting: th } },
    interpolation: { escapeValue: false },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The API as its contracts answer: the caller's communities, and a signing that succeeds. */
function answer() {
  const signs: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost:3000');
      if (url.pathname === '/api/acl/community/list') return Response.json({ isSuccess: true, items: [ACL] });
      if (url.pathname === '/api/agm/petition/sign') {
        signs.push(JSON.parse(String(init?.body)));
        return Response.json({
          isSuccess: true,
          data: { ...petition, signedUnits: 2, mySignedUnitIDs: [UNIT], myUnitIDs: [UNIT] },
        });
      }
      return Response.json({ isSuccess: true, items: [] });
    }),
  );
  return signs;
}

function mount(p: AgmPetition) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <App>
        <ul>
          <PetitionCard petition={p} />
        </ul>
      </App>
    </QueryClientProvider>,
  );
}

describe('PetitionCard', () => {
  it('offers staff who own no unit no signing, only keying paper signatures', async () => {
    answer();
    mount(petition);
    await screen.findByTestId('petition-record');
    expect(screen.queryByTestId('petition-sign')).toBeNull();
    expect(screen.queryByText(th.petition.sign)).toBeNull();
  });

  it('offers an owner signing for their units, and sends it', async () => {
    const signs = answer();
    mount({ ...petition, myUnitIDs: [UNIT] });
    const sign = screen.getByTestId('petition-sign');
    expect(sign.textContent).toBe(th.petition.sign);
    fireEvent.click(sign);
    await waitFor(() => expect(signs).toEqual([{ communityID: COMMUNITY, petitionID: petition.petitionID }]));
  });

  it('says how many of their units signed once they have, instead of offering it again', () => {
    answer();
    mount({ ...petition, myUnitIDs: [UNIT], mySignedUnitIDs: [UNIT] });
    expect(screen.queryByTestId('petition-sign')).toBeNull();
    expect(screen.getByText(th.petition.signedMine.replace('{{count}}', '1'))).toBeTruthy();
  });
});
