import { count, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions, refreshTokens } from '../../platform/auth/tables';
import { appSettings } from '../../platform/db/app-settings';
import { bearer, CLIENT_AUTH, createTestApp, signIn, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const token = (
  payload: unknown,
  headers: Record<string, string> = { authorization: CLIENT_AUTH },
  remoteAddress?: string,
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/authentication/token',
    headers,
    payload: payload as object,
    remoteAddress,
  });

describe('password grant', () => {
  it('answers the token set for a JSON body', async () => {
    const res = await token({ grant_type: 'password', username: 'pmc@demo.test', password: 'demo1234' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
    for (const k of ['access_token', 'id_token', 'refresh_token'])
      expect(body[k]).toEqual(expect.any(String));
  });

  it('accepts a form-encoded body and any case of e-mail', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/token',
      headers: { authorization: CLIENT_AUTH, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=password&username=PMC%40demo.test&password=demo1234',
    });
    expect(res.statusCode).toBe(200);
  });

  it('looks up facebook: and apple: identities', async () => {
    expect(
      (await token({ grant_type: 'password', username: 'facebook:100200300', password: 'demo1234' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await token({ grant_type: 'password', username: 'apple:demo-resident-apple', password: 'demo1234' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await token({ grant_type: 'password', username: 'apple:nobody', password: 'demo1234' })).statusCode,
    ).toBe(400);
  });

  it('gives one answer for a wrong password and an unknown user, and starts no session', async () => {
    const [{ before }] = [{ before: (await t.db.select({ n: count() }).from(authSessions))[0]!.n }];
    const wrong = await token({ grant_type: 'password', username: 'pmc@demo.test', password: 'nope-nope' });
    const unknown = await token({
      grant_type: 'password',
      username: 'ghost@demo.test',
      password: 'nope-nope',
    });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ isSuccess: false, code: 'invalid_grant' });
    expect((await t.db.select({ n: count() }).from(authSessions))[0]!.n).toBe(before);
  });

  it('names missing and malformed fields', async () => {
    const missing = await token({ grant_type: 'password' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('username is required');
    expect((await token({ grant_type: 'magic', username: 'a', password: 'b' })).statusCode).toBe(400);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/token',
      headers: { authorization: CLIENT_AUTH, 'content-type': 'application/json' },
      payload: '{"grant_type": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/not valid JSON/);
    expect((await token('plain text')).statusCode).toBe(415);
  });

  it('refuses wrong, missing or malformed client credentials with 401', async () => {
    const body = { grant_type: 'password', username: 'pmc@demo.test', password: 'demo1234' };
    const wrong = `Basic ${Buffer.from('web-console:guess').toString('base64')}`;
    const variants: Record<string, string>[] = [
      { authorization: wrong },
      {},
      { authorization: 'Basic ###' },
      { authorization: 'Bearer x' },
    ];
    for (const headers of variants) {
      const res = await token(body, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('invalid_client');
    }
  });

  it('answers 429 after ten failures for one account and address, but not for the real user elsewhere', async () => {
    const bad = { grant_type: 'password', username: 'committee@demo.test', password: 'wrong-guess' };
    for (let i = 0; i < 10; i++) expect((await token(bad, undefined, '203.0.113.9')).statusCode).toBe(400);
    expect((await token(bad, undefined, '203.0.113.9')).statusCode).toBe(429);
    const good = { ...bad, password: 'demo1234' };
    expect((await token(good, undefined, '203.0.113.9')).statusCode).toBe(429);
    expect((await token(good, undefined, '198.51.100.7')).statusCode).toBe(200);
  });
});

describe('refresh grant', () => {
  it('rotates: the new token works, the old one is refused and ends the session', async () => {
    const first = await signIn(t, 'resident@demo.test');
    const second = await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(second.statusCode).toBe(200);
    const rotated = second.json();
    expect(rotated.refresh_token).not.toBe(first.refresh_token);

    const reuse = await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().code).toBe('invalid_grant');
    // The family is revoked: the newer refresh token and the access token die with it.
    expect(
      (await token({ grant_type: 'refresh_token', refresh_token: rotated.refresh_token })).statusCode,
    ).toBe(400);
    const info = await t.app.inject({ url: '/api/user/info', headers: bearer(rotated.access_token) });
    expect(info.statusCode).toBe(401);
    expect(info.json().code).toBe('SESSION_REVOKED');
  });

  it('refuses unknown and expired refresh tokens', async () => {
    expect((await token({ grant_type: 'refresh_token', refresh_token: 'made-up' })).statusCode).toBe(400);
    const s = await signIn(t, 'guard@demo.test');
    await t.db.update(refreshTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await token({ grant_type: 'refresh_token', refresh_token: s.refresh_token });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/expired/);
  });
});

describe('access tokens', () => {
  const secret = async () =>
    new TextEncoder().encode(
      (await t.db.select().from(appSettings).where(eq(appSettings.key, 'jwt_secret')))[0]!.value,
    );

  it('refuses a missing, forged or expired token with 401', async () => {
    const s = await signIn(t, 'admin@demo.test');
    const [h, p] = s.access_token.split('.');
    const forged = `${h}.${p}.${'A'.repeat(43)}`;
    const expired = await new SignJWT({ sid: 'x', email: 'admin@demo.test', typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('x')
      .setIssuer('community-console')
      .setAudience('api')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(await secret());
    const cases: [Record<string, string>, string][] = [
      [{}, 'NO_TOKEN'],
      [bearer(forged), 'INVALID_TOKEN'],
      [bearer('not-a-jwt'), 'INVALID_TOKEN'],
      [bearer(expired), 'TOKEN_EXPIRED'],
      [bearer(s.id_token), 'INVALID_TOKEN'],
    ];
    for (const [headers, code] of cases) {
      const res = await t.app.inject({ url: '/api/user/info', headers });
      expect(res.statusCode, code).toBe(401);
      expect(res.json().code).toBe(code);
    }
  });

  it('refuses a correctly signed access token that has no expiry', async () => {
    const s = await signIn(t, 'admin@demo.test');
    const claims = JSON.parse(Buffer.from(s.access_token.split('.')[1]!, 'base64url').toString());
    const { exp: _dropped, ...forever } = claims;
    const endless = await new SignJWT(forever).setProtectedHeader({ alg: 'HS256' }).sign(await secret());
    const res = await t.app.inject({ url: '/api/user/info', headers: bearer(endless) });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('INVALID_TOKEN');
    // The same claims with their expiry pass, so the refusal is the missing exp alone.
    const withExp = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(await secret());
    expect((await t.app.inject({ url: '/api/user/info', headers: bearer(withExp) })).statusCode).toBe(200);
  });
});

describe('token responses', () => {
  it('are never cached, whether they hand out tokens or refuse', async () => {
    const answers = [
      await token({ grant_type: 'password', username: 'pmc@demo.test', password: 'demo1234' }),
      await token({ grant_type: 'password', username: 'pmc@demo.test', password: 'wrong-password' }),
      await token({ grant_type: 'password', username: 'pmc@demo.test', password: 'demo1234' }, {}),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 400, 401]);
    for (const res of answers) {
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers.pragma).toBe('no-cache');
    }
  });
});
