import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { runOperatorCommand } from '../../operator/commands';
import { setUserDisabled } from '../../platform/auth/sessions';
import { authSessions } from '../../platform/auth/tables';
import { apiTest as test } from '../../test/api-test';
import { KIT_PASSWORD } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import { bearer, CLIENT_AUTH, signIn, type TestApp } from '../../test/test-app';

const revoke = (t: TestApp, payload: object, authorization = CLIENT_AUTH) =>
  t.app.inject({ method: 'POST', url: '/api/oauth/revoke', headers: { authorization }, payload });
const refresh = (t: TestApp, refresh_token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/authentication/token',
    headers: { authorization: CLIENT_AUTH },
    payload: { grant_type: 'refresh_token', refresh_token },
  });
const info = (t: TestApp, token: string) => t.app.inject({ url: '/api/user/info', headers: bearer(token) });

describe('POST /api/oauth/revoke (sign-out)', () => {
  test('a refresh token ends its whole family: rotated tokens and access tokens stop at once', async ({
    api,
    community,
  }) => {
    const m = await community.member('RESIDENT');
    const first = await signIn(api, m.email, KIT_PASSWORD);
    const rotated = (await refresh(api, first.refresh_token)).json();
    const other = await signIn(api, m.email, KIT_PASSWORD);

    const res = await revoke(api, { token: rotated.refresh_token, token_type_hint: 'refresh_token' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ isSuccess: true });
    expect(res.headers['cache-control']).toBe('no-store');
    expectRefusal(await refresh(api, rotated.refresh_token), 400, 'invalid_grant');
    expectRefusal(await info(api, rotated.access_token), 401, 'SESSION_REVOKED');
    expectRefusal(await info(api, first.access_token), 401, 'SESSION_REVOKED');
    // Another sign-in (another device) goes on.
    expect((await info(api, other.access_token)).statusCode).toBe(200);
  });

  test('an access token (form-encoded, as RFC 7009 writes it) ends its session too', async ({
    api,
    community,
  }) => {
    const m = await community.member('PMC');
    const s = await signIn(api, m.email, KIT_PASSWORD);
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/oauth/revoke',
      headers: { authorization: CLIENT_AUTH, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${s.access_token}&token_type_hint=access_token`,
    });
    expect(res.statusCode).toBe(200);
    expectRefusal(await info(api, s.access_token), 401, 'SESSION_REVOKED');
    expectRefusal(await refresh(api, s.refresh_token), 400, 'invalid_grant');
  });

  test('answers an unknown or spent token the same; refuses a caller without client credentials', async ({
    api,
  }) => {
    const unknown = await revoke(api, { token: 'made-up-token' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ isSuccess: true });
    expect((await revoke(api, { token: 'made-up-token', token_type_hint: 'access_token' })).json()).toEqual(
      unknown.json(),
    );
    expectRefusal(await revoke(api, { token: 'x' }, 'Basic bm9ib2R5Om5vcGU='), 401);
    expectRefusal(await revoke(api, {}), 400, 'VALIDATION_FAILED', /token/);
  });
});

describe('a disabled user', () => {
  test('is refused at once, access tokens included, and cannot sign in or refresh', async ({
    api,
    community,
  }) => {
    const m = await community.member('RESIDENT');
    const s = await signIn(api, m.email, KIT_PASSWORD);
    expect((await info(api, s.access_token)).statusCode).toBe(200);

    // The operator's command, as `npm run admin -- set-user-disabled` runs it.
    expect(
      await runOperatorCommand(api.db, 'set-user-disabled', { email: m.email, disabled: 'true' }),
    ).toEqual({
      userID: m.email,
      disabled: true,
    });
    expectRefusal(await info(api, s.access_token), 401, 'SESSION_REVOKED');
    expectRefusal(await refresh(api, s.refresh_token), 400, 'invalid_grant');
    await expect(signIn(api, m.email, KIT_PASSWORD)).rejects.toThrow(/disabled/);

    await runOperatorCommand(api.db, 'set-user-disabled', { email: m.email, disabled: 'false' });
    await expect(signIn(api, m.email, KIT_PASSWORD)).resolves.toHaveProperty('access_token');
  });

  test('is refused even by a session nobody revoked (the flag alone stops the token)', async ({
    api,
    community,
  }) => {
    const m = await community.member('RESIDENT');
    const s = await signIn(api, m.email, KIT_PASSWORD);
    await setUserDisabled(api.db, m.userId, true);
    // Reopen the session behind the flag's back: authentication still reads the user's state.
    await api.db.update(authSessions).set({ revokedAt: null }).where(eq(authSessions.userId, m.userId));
    expectRefusal(await info(api, s.access_token), 401, 'SESSION_REVOKED');
    expectRefusal(await refresh(api, s.refresh_token), 400, 'invalid_grant');
  });
});

describe('PUT /api/user/password', () => {
  const change = (t: TestApp, token: string, body: object) =>
    t.app.inject({ method: 'PUT', url: '/api/user/password', headers: bearer(token), payload: body });

  test('sets the new password and ends every other session, keeping this one', async ({ api, community }) => {
    const m = await community.member('COMMITTEE');
    const here = await signIn(api, m.email, KIT_PASSWORD);
    const elsewhere = await signIn(api, m.email, KIT_PASSWORD);
    const res = await change(api, here.access_token, {
      currentPassword: KIT_PASSWORD,
      newPassword: 'a-much-longer-secret-9',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ isSuccess: true, data: { endedSessions: 2 } });
    expect((await info(api, here.access_token)).statusCode).toBe(200);
    expect((await refresh(api, here.refresh_token)).statusCode).toBe(200);
    expectRefusal(await info(api, elsewhere.access_token), 401, 'SESSION_REVOKED');
    expectRefusal(await refresh(api, elsewhere.refresh_token), 400, 'invalid_grant');
    await expect(signIn(api, m.email, KIT_PASSWORD)).rejects.toThrow();
    await expect(signIn(api, m.email, 'a-much-longer-secret-9')).resolves.toHaveProperty('access_token');
  });

  test('refuses a wrong current password or a weak new one, and ends nothing', async ({ api, community }) => {
    const m = await community.member('RESIDENT');
    const here = await signIn(api, m.email, KIT_PASSWORD);
    const elsewhere = await signIn(api, m.email, KIT_PASSWORD);
    expectRefusal(
      await change(api, here.access_token, {
        currentPassword: 'wrong-one-1',
        newPassword: 'fine-and-long-22',
      }),
      400,
      'WRONG_PASSWORD',
    );
    expectRefusal(
      await change(api, here.access_token, { currentPassword: KIT_PASSWORD, newPassword: 'password123' }),
      400,
      'WEAK_PASSWORD',
    );
    expectRefusal(
      await change(api, here.access_token, { currentPassword: KIT_PASSWORD }),
      400,
      'VALIDATION_FAILED',
    );
    expectRefusal(await change(api, '', { currentPassword: KIT_PASSWORD, newPassword: 'x' }), 401);
    expect((await info(api, elsewhere.access_token)).statusCode).toBe(200);
  });
});
