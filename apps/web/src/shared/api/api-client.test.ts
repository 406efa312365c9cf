import i18n from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiCall } from './api-client';

// Storage that keeps nothing (these calls go out without a session), in place before the client loads.
vi.hoisted(() => {
  const empty = {
    getItem: () => null,
    setItem() {},
    removeItem() {},
    clear() {},
    key: () => null,
    length: 0,
  };
  Object.assign(globalThis, { localStorage: empty, sessionStorage: empty });
});

beforeAll(() => i18n.init({ lng: 'th', resources: {} }));
afterEach(() => vi.unstubAllGlobals());

function answerOk() {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => Response.json({ isSuccess: true }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const sentLanguage = (fetch: ReturnType<typeof answerOk>) =>
  (fetch.mock.calls[0]![1]!.headers as Record<string, string>)['accept-language'];

describe('the API client', () => {
  it('sends the console language as Accept-Language, so refusals come back in it', async () => {
    const fetch = answerOk();
    await apiCall('GET', '/api/community/building', { auth: false });
    expect(sentLanguage(fetch)).toBe('th');
  });

  it('follows a change of language', async () => {
    await i18n.changeLanguage('ar');
    const fetch = answerOk();
    await apiCall('POST', '/api/community/building', { body: { name: 'A' } });
    expect(sentLanguage(fetch)).toBe('ar');
  });
});
