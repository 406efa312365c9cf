// @vitest-environment jsdom

import { receiveParcelSchema } from '@cc/contracts/parcel-inputs';
import { parcelOps } from '@cc/contracts/parcel-ops';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSession } from '../session/session';
import { localDay, PARCEL_PATHS, receiveParcel } from './parcel';

const COMMUNITY = 'riverside-condo';
const UNIT = '2f7c1e0a-5b1d-4c1e-9f3a-0d6b7a8c9e10';

/** What the client sent: the URL, and the body as it went (JSON text or FormData). */
function stubFetch() {
  const sent: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return new Response(JSON.stringify({ isSuccess: true, data: { no: 7 } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return sent;
}

beforeEach(() => {
  writeSession({
    apiBase: 'http://localhost:3000',
    communityID: COMMUNITY,
    userID: 'u',
    accessToken: 'a',
    refreshToken: 'r',
    accessExpiresAt: Date.now() + 3_600_000,
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  writeSession(null);
});

describe('the gate parcel client', () => {
  it('calls the paths the parcel contracts declare', () => {
    for (const [name, path] of Object.entries(PARCEL_PATHS))
      expect(path, name).toBe(parcelOps[name as keyof typeof parcelOps].path);
  });

  it('receives as JSON the contract accepts when there is no photo', async () => {
    const sent = stubFetch();
    const input = {
      communityID: COMMUNITY,
      trackingNo: 'TH123',
      carrier: 'Kerry Express',
      type: 'BOX' as const,
      unitID: UNIT,
      recipientName: 'Somchai',
    };
    expect(await receiveParcel(input, null)).toEqual({ no: 7 });
    expect(sent[0]!.url).toBe('http://localhost:3000/api/parcel/pmc');
    expect(sent[0]!.init.method).toBe(parcelOps.receive.method);
    expect(receiveParcelSchema.safeParse(JSON.parse(String(sent[0]!.init.body))).success).toBe(true);
  });

  it('sends a photo as multipart with the community in the query, as the console does', async () => {
    const sent = stubFetch();
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'box.jpg', { type: 'image/jpeg' });
    await receiveParcel(
      {
        communityID: COMMUNITY,
        trackingNo: 'TH123',
        carrier: 'Kerry Express',
        type: 'BOX',
        unitID: UNIT,
        confirmDuplicate: true,
      },
      photo,
    );
    const url = new URL(sent[0]!.url);
    expect(url.pathname).toBe('/api/parcel/pmc');
    expect(url.searchParams.get('communityID')).toBe(COMMUNITY);
    const form = sent[0]!.init.body as FormData;
    expect(form.get('communityID')).toBeNull();
    expect(form.get('trackingNo')).toBe('TH123');
    expect(form.get('confirmDuplicate')).toBe('true');
    expect((form.get('photo') as File).name).toBe('box.jpg');
  });

  it("names today's date on the community's calendar", () => {
    // 18:30 UTC is already the next day in Bangkok (UTC+7).
    expect(localDay('Asia/Bangkok', new Date('2026-11-27T18:30:00Z'))).toBe('2026-11-28');
    expect(localDay('UTC', new Date('2026-11-27T18:30:00Z'))).toBe('2026-11-27');
  });
});
