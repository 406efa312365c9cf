// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { redeemHandover, takeHandoverParams } from './handover';
import { readSession } from './session';

const answer = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/guardos/');
});
afterEach(() => vi.unstubAllGlobals());

describe('the handover from the console', () => {
  it('reads the four fields and takes them out of the address bar at once, keeping the rest', () => {
    window.history.replaceState(
      null,
      '',
      '/guardos/?tokenID=abcdefghijklmnop&userID=guard%40demo.test&callbackHost=https%3A%2F%2Fconsole.example&communityID=riverside-condo&lang=en#gate',
    );
    const params = takeHandoverParams(window.location, window.history);
    expect(params).toEqual({
      tokenID: 'abcdefghijklmnop',
      userID: 'guard@demo.test',
      callbackHost: 'https://console.example',
      communityID: 'riverside-condo',
    });
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/guardos/?lang=en#gate',
    );
    expect(takeHandoverParams(window.location, window.history)).toBeNull();
  });

  it('redeems at the callback host with the client credentials and keeps the refresh token', async () => {
    const fetch = vi.fn(() =>
      answer(200, {
        isSuccess: true,
        data: {
          userID: 'guard@demo.test',
          communityID: 'riverside-condo',
          role: 'GUARD',
          access_token: 'access-1',
          refresh_token: 'refresh-1',
          expires_in: 900,
        },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    const outcome = await redeemHandover(
      {
        tokenID: 't'.repeat(43),
        userID: 'guard@demo.test',
        callbackHost: 'https://console.example/x',
        communityID: null,
      },
      'https://guard.example',
    );
    expect(outcome).toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://console.example/api/account/token/redeem');
    expect((init.headers as Record<string, string>).authorization).toMatch(/^Basic /);
    expect(JSON.parse(init.body as string)).toEqual({ tokenID: 't'.repeat(43) });
    const session = readSession()!;
    expect(session).toMatchObject({
      apiBase: 'https://console.example',
      communityID: 'riverside-condo',
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
    });
    expect(session.accessExpiresAt - Date.now()).toBeGreaterThan(800_000);
  });

  it('calls its own origin without a callback host, or with one that is not http(s)', async () => {
    const fetch = vi.fn(() => answer(400, { code: 'INVALID_HANDOVER', message: 'used' }));
    vi.stubGlobal('fetch', fetch);
    await redeemHandover(
      { tokenID: 'x'.repeat(20), userID: null, callbackHost: 'javascript:alert(1)', communityID: null },
      'https://guard.example',
    );
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe(
      'https://guard.example/api/account/token/redeem',
    );
  });

  it('says a used or expired link is to be reopened from the console, and keeps no session', async () => {
    vi.stubGlobal('fetch', () =>
      answer(400, { isSuccess: false, code: 'INVALID_HANDOVER', message: 'This link was already used' }),
    );
    const outcome = await redeemHandover(
      { tokenID: 'x'.repeat(20), userID: null, callbackHost: null, communityID: null },
      'https://guard.example',
    );
    expect(outcome).toEqual({ ok: false, reason: 'used', message: 'This link was already used' });
    expect(readSession()).toBeNull();
  });

  it('lets only guards, PMC staff and admins in', async () => {
    vi.stubGlobal('fetch', () =>
      answer(200, {
        isSuccess: true,
        data: {
          userID: 'r@x',
          communityID: 'c',
          role: 'RESIDENT',
          access_token: 'a',
          refresh_token: 'r',
          expires_in: 900,
        },
      }),
    );
    const outcome = await redeemHandover(
      { tokenID: 'x'.repeat(20), userID: null, callbackHost: null, communityID: null },
      'https://guard.example',
    );
    expect(outcome).toMatchObject({ ok: false, reason: 'role' });
    expect(readSession()).toBeNull();
  });
});
