import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Storage that keeps what it is given, in place before the session code loads.
vi.hoisted(() => {
  const storage = () => {
    const m = new Map<string, string>();
    return {
      getItem: (k: string) => m.get(k) ?? null,
      setItem: (k: string, v: string) => void m.set(k, v),
      removeItem: (k: string) => void m.delete(k),
      clear: () => m.clear(),
      key: (i: number) => [...m.keys()][i] ?? null,
      get length() {
        return m.size;
      },
    };
  };
  Object.assign(globalThis, { localStorage: storage(), sessionStorage: storage() });
});

const { refreshOnce } = await import('./tokens');

beforeEach(() => {
  localStorage.setItem('id_token', 'id');
  localStorage.setItem('refresh_token', 'refresh-1');
});
afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, body: object) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(body, { status })),
  );

describe('refreshing the session', () => {
  it('keeps the session while the server is briefly away (503), to try again later', async () => {
    answer(503, { isSuccess: false, code: 'SERVICE_UNAVAILABLE', message: 'later' });
    expect(await refreshOnce()).toBe(false);
    expect(localStorage.getItem('refresh_token')).toBe('refresh-1');
  });

  it('keeps it when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await refreshOnce()).toBe(false);
    expect(localStorage.getItem('refresh_token')).toBe('refresh-1');
  });

  it('signs out when the refresh is refused', async () => {
    answer(400, { error: 'invalid_grant', code: 'invalid_grant', message: 'no' });
    expect(await refreshOnce()).toBe(false);
    expect(localStorage.getItem('refresh_token')).toBeNull();
  });
});
