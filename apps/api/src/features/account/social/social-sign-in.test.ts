import net, { type AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { oneTimeTokens, userIdentities, users } from '../../../platform/auth/tables';
import { type ProviderAccount, signInAtProvider, startLocalProvider } from '../../../test/oidc-provider';
import { expectRefusal } from '../../../test/refusal';
import { CLIENT_AUTH, startTestApp } from '../../../test/test-app';

const PUBLIC_URL = 'http://console.test';
const callbackOf = (p: string) => `${PUBLIC_URL}/api/authentication/social/${p}/callback`;

/** The people at the provider, by the login (their subject) typed on its sign-in form. */
const accounts: Record<string, ProviderAccount> = {
  // resident@demo.test is linked to apple:demo-resident-apple in the demo data, whose provider
  // e-mail is a relay address.
  'demo-resident-apple': { email: 'x1y2@privaterelay.appleid.com', email_verified: true },
  'g-resident': { email: 'Resident@Demo.test', email_verified: true },
  'g-committee-unverified': { email: 'committee@demo.test', email_verified: false },
  'g-stranger': { email: 'stranger@example.test', email_verified: true },
  'g-guard': { email: 'guard@demo.test', email_verified: true },
};

const provider = await startLocalProvider({
  clientId: 'console-at-provider',
  clientSecret: 'console-secret-at-provider',
  redirectUris: [callbackOf('google'), callbackOf('apple')],
  accounts,
});
// Google and Apple both at the local provider (Apple posting its answer back); Facebook unconfigured.
const t = await startTestApp({
  env: {
    PUBLIC_URL,
    GOOGLE_ISSUER: provider.issuer,
    GOOGLE_CLIENT_ID: 'console-at-provider',
    GOOGLE_CLIENT_SECRET: 'console-secret-at-provider',
    APPLE_ISSUER: provider.issuer,
    APPLE_CLIENT_ID: 'console-at-provider',
    APPLE_CLIENT_SECRET: 'console-secret-at-provider',
  },
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

const flowCookie = (setCookie: string | string[] | undefined) => String([setCookie].flat()[0]).split(';')[0]!;

/** `start`: the provider's authorization URL and this browser's flow cookie. */
async function start(p: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/authentication/social/${p}/start` });
  expect(res.statusCode, res.body).toBe(302);
  return { location: res.headers.location as string, cookie: flowCookie(res.headers['set-cookie']) };
}

/** The browser's way back: a GET of the redirect, or the provider's posted form. */
const callback = (back: { url: string; form?: Record<string, string> }, cookie?: string) =>
  t.app.inject({
    method: back.form ? 'POST' : 'GET',
    url: back.url.slice(PUBLIC_URL.length),
    headers: {
      'accept-language': 'en',
      ...(cookie ? { cookie } : {}),
      ...(back.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    ...(back.form ? { payload: new URLSearchParams(back.form).toString() } : {}),
  });

/** A whole sign-in in one browser: start, the provider's forms as `login`, back to the callback. */
async function socialSignIn(p: string, login: string, cancel = false) {
  const { location, cookie } = await start(p);
  const back = await signInAtProvider(location, login, PUBLIC_URL, cancel);
  return callback(back, cookie);
}

const trade = (code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/authentication/token',
    headers: { authorization: CLIENT_AUTH },
    payload: { grant_type: 'authorization_code', code },
  });

const codeOf = (res: { headers: Record<string, unknown> }) =>
  /^http:\/\/console\.test\/signin#social_code=([\w-]+)$/.exec(String(res.headers.location))?.[1];

async function signedInEmail(accessToken: string) {
  const claims = await t.app.services.jwt.verifyAccess(accessToken);
  return claims.email;
}

const identityRow = (provider: 'GOOGLE' | 'FACEBOOK', subject: string) =>
  t.db
    .select()
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)));

describe('social sign-in with a real OpenID provider', () => {
  it('tells the console only the configured providers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json().data.socialProviders).toEqual({ google: true, facebook: false, apple: true });
  });

  it('sends the browser to the provider with state, nonce and PKCE, in a short-lived HttpOnly cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/authentication/social/google/start' });
    const url = new URL(res.headers.location as string);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    for (const key of ['state', 'nonce', 'code_challenge'])
      expect(url.searchParams.get(key)?.length).toBeGreaterThan(20);
    expect(url.searchParams.get('redirect_uri')).toBe(callbackOf('google'));
    expect(url.searchParams.get('response_mode')).toBeNull();
    expect(url.searchParams.get('scope')).toBe('openid email');
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=600/);
    expect(cookie).toMatch(/Path=\/api\/authentication\/social\//);
    // Apple posts its answer back: the cookie must go along with a cross-site POST.
    const apple = await t.app.inject({ method: 'GET', url: '/api/authentication/social/apple/start' });
    expect(new URL(apple.headers.location as string).searchParams.get('response_mode')).toBe('form_post');
    expect(String(apple.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=None; Secure/);
  });

  it('signs in with a linked identity, through a one-time code traded at the token endpoint', async () => {
    // Apple's answer comes back as a posted form.
    const back = await socialSignIn('apple', 'demo-resident-apple');
    expect(back.statusCode, back.body).toBe(303);
    // The flow is spent: the cookie is cleared whatever the outcome.
    expect(String(back.headers['set-cookie'])).toMatch(/Max-Age=0/);
    const code = codeOf(back);
    expect(code).toBeDefined();
    const res = await trade(code!);
    expect(res.statusCode, res.body).toBe(200);
    expect(await signedInEmail(res.json().access_token)).toBe('resident@demo.test');
    // Spent once: a copy of the code is useless.
    expectRefusal(await trade(code!), 400, 'invalid_grant');
  });

  it('links an unknown identity on first sign-in when the provider verified the account e-mail', async () => {
    expect(await identityRow('GOOGLE', 'g-resident')).toEqual([]);
    const first = await trade(codeOf(await socialSignIn('google', 'g-resident'))!);
    expect(await signedInEmail(first.json().access_token)).toBe('resident@demo.test');
    const [resident] = await t.db.select().from(users).where(eq(users.email, 'resident@demo.test'));
    expect(await identityRow('GOOGLE', 'g-resident')).toEqual([
      { provider: 'GOOGLE', subject: 'g-resident', userId: resident!.id },
    ]);
    // From now on the link signs in, whatever e-mail the provider shows.
    accounts['g-resident'] = { email: 'changed@example.test', email_verified: true };
    const again = await trade(codeOf(await socialSignIn('google', 'g-resident'))!);
    expect(await signedInEmail(again.json().access_token)).toBe('resident@demo.test');
  });

  it('refuses an identity with an unverified e-mail, and an unknown one, linking nothing', async () => {
    for (const login of ['g-committee-unverified', 'g-stranger']) {
      const back = await socialSignIn('google', login);
      expect(back.statusCode).toBe(303);
      expect(back.headers.location).toBe(
        `${PUBLIC_URL}/signin?social_error=NOT_LINKED&social_provider=google`,
      );
      expect(await identityRow('GOOGLE', login)).toEqual([]);
    }
  });

  it('refuses a callback whose state is not this browser’s, or without the flow cookie; nothing changes', async () => {
    const mine = await start('google');
    const other = await start('google');
    const back = await signInAtProvider(mine.location, 'g-stranger', PUBLIC_URL);
    const codesBefore = await t.db.select().from(oneTimeTokens);
    // Another flow's cookie (another tab, or an attacker's link into this browser).
    expectRefusal(
      await callback(back, other.cookie),
      400,
      'SOCIAL_STATE_MISMATCH',
      /did not start in this browser/,
    );
    expectRefusal(await callback(back), 400, 'SOCIAL_STATE_MISMATCH');
    const forged = new URL(back.url);
    forged.searchParams.set('state', 'forged-state');
    expectRefusal(await callback({ url: forged.href }, mine.cookie), 400, 'SOCIAL_STATE_MISMATCH');
    expect(await t.db.select().from(oneTimeTokens)).toEqual(codesBefore);
    expect(await identityRow('GOOGLE', 'g-stranger')).toEqual([]);
  });

  it('refuses a disabled account, linking nothing, and says so when the person cancels at the provider', async () => {
    await t.db.update(users).set({ disabledAt: new Date() }).where(eq(users.email, 'guard@demo.test'));
    const disabled = await socialSignIn('google', 'g-guard');
    expect(disabled.headers.location).toBe(
      `${PUBLIC_URL}/signin?social_error=ACCOUNT_DISABLED&social_provider=google`,
    );
    expect(await identityRow('GOOGLE', 'g-guard')).toEqual([]);
    const cancelled = await socialSignIn('google', 'g-guard', true);
    expect(cancelled.headers.location).toBe(
      `${PUBLIC_URL}/signin?social_error=CANCELLED&social_provider=google`,
    );
  });

  it('answers 404 for a provider that is not configured', async () => {
    for (const url of [
      '/api/authentication/social/facebook/start',
      '/api/authentication/social/facebook/callback',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'th' } });
      expectRefusal(res, 404, 'SOCIAL_NOT_CONFIGURED', /ยังไม่ได้ตั้งค่า/);
    }
  });
});

describe('social sign-in while the provider is down', () => {
  it('sends the browser back to the sign-in page with the reason, and tries discovery again next time', async () => {
    // A loopback port nothing listens on (any more): the provider's discovery cannot answer.
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const issuer = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const app = await startTestApp({
      env: { PUBLIC_URL, GOOGLE_ISSUER: issuer, GOOGLE_CLIENT_ID: 'x', GOOGLE_CLIENT_SECRET: 'y' },
    });
    try {
      for (let i = 0; i < 2; i++) {
        const res = await app.app.inject({ method: 'GET', url: '/api/authentication/social/google/start' });
        expect(res.statusCode).toBe(302);
        expect(res.headers.location).toBe(
          `${PUBLIC_URL}/signin?social_error=PROVIDER_ERROR&social_provider=google`,
        );
        expect(res.headers['set-cookie']).toBeUndefined();
      }
    } finally {
      await app.close();
    }
  });
});
