import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../../platform/auth/secrets';
import { oneTimeTokens, users } from '../../platform/auth/tables';
import { expectRefusal } from '../../test/refusal';
import { countRows } from '../../test/rows';
import { bearer, CLIENT_AUTH, createTestApp, signIn, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });
const resetTokens = () => countRows(t.db, oneTimeTokens, eq(oneTimeTokens.purpose, 'PASSWORD_RESET'));
const userRows = (email: string) => countRows(t.db, users, eq(users.email, email));

/** Asks for a reset link and answers the token in the mailed link. */
async function mailedToken(email: string) {
  const sent = t.mail.length;
  expect((await post('/api/user/password/forgot', { email })).statusCode).toBe(200);
  expect(t.mail).toHaveLength(sent + 1);
  const message = t.mail.at(-1)!;
  expect(message.to).toBe(email);
  const token = /\/resetpassword\?token=([\w-]+)/.exec(message.text)?.[1];
  expect(token).toBeDefined();
  return token!;
}

describe('POST /api/user/signup', () => {
  const valid = {
    email: 'Niran@Example.test',
    password: 'long-and-unusual-42',
    firstname: 'นิรันดร์',
    lastname: 'สุขใจ',
    mobile: '0812223344',
    acceptTerms: true,
  };
  const signup = (body: object, ip = '192.0.2.1') => post('/api/user/signup', body, ip);

  it('creates an account that can sign in, with the e-mail lower-cased', async () => {
    const res = await signup(valid);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ isSuccess: true, data: { userID: 'niran@example.test' } });
    const { access_token } = await signIn(t, 'niran@example.test', valid.password);
    const info = await t.app.inject({ url: '/api/user/info', headers: bearer(access_token) });
    expect(info.json().profile).toMatchObject({ firstname: 'นิรันดร์', lastname: 'สุขใจ', mobile: '0812223344' });
    const communities = await t.app.inject({ url: '/api/user/community', headers: bearer(access_token) });
    expect(communities.json().items).toEqual([]);
  });

  it('refuses an account without accepted terms, and creates nothing', async () => {
    const email = 'terms@example.test';
    const { acceptTerms: _, ...withoutTerms } = { ...valid, email };
    expectRefusal(await signup(withoutTerms), 400, 'VALIDATION_FAILED', /terms of use must be accepted/);
    expectRefusal(await signup({ ...withoutTerms, acceptTerms: false }), 400, 'VALIDATION_FAILED', /terms/);
    expectRefusal(await signup({ ...withoutTerms, acceptTerms: 'true' }), 400, 'VALIDATION_FAILED', /terms/);
    expect(await userRows(email)).toBe(0);
  });

  it('refuses short, common and guessable passwords, and creates nothing', async () => {
    const email = 'weak@example.test';
    expectRefusal(await signup({ ...valid, email, password: 'short1' }), 400, undefined, /at least 8/);
    for (const password of ['password123', 'qwertyuiop', 'QWERTYUIOP', 'aaaaaaaaaa', email]) {
      expectRefusal(await signup({ ...valid, email, password }, '192.0.2.2'), 400, 'WEAK_PASSWORD');
    }
    expect(await userRows(email)).toBe(0);
  });

  it('refuses missing and malformed fields, naming them', async () => {
    const before = await countRows(t.db, users);
    const cases: [object, RegExp][] = [
      [{ ...valid, email: 'not-an-email' }, /valid e-mail/],
      [{ ...valid, email: undefined }, /email is required|valid e-mail/],
      [{ ...valid, firstname: '' }, /First name is required/],
      [{ ...valid, lastname: undefined }, /Last name is required|lastname is required/],
      [{ ...valid, mobile: 'abc' }, /Mobile number/],
      [{ ...valid, password: undefined }, /password is required/],
    ];
    for (const [body, message] of cases) expectRefusal(await signup(body), 400, 'VALIDATION_FAILED', message);
    expect(await countRows(t.db, users)).toBe(before);
  });

  it('answers an e-mail that already has an account as a new one, keeps its password and mails its owner', async () => {
    const fresh = await signup({ ...valid, email: 'fresh-signup@example.test' }, '192.0.2.3');
    const sent = t.mail.length;
    const taken = await signup({ ...valid, email: 'PMC@demo.test' }, '192.0.2.3');
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(Object.keys(taken.json())).toEqual(Object.keys(fresh.json()));
    expect(taken.json()).toEqual({ isSuccess: true, data: { userID: 'pmc@demo.test' } });
    // One mail each way (the same work): the owner learns someone tried, the stranger nothing.
    expect(t.mail).toHaveLength(sent + 1);
    expect(t.mail.at(-1)).toMatchObject({ to: 'pmc@demo.test', subject: expect.stringContaining('already') });
    await expect(signIn(t, 'pmc@demo.test')).resolves.toHaveProperty('access_token');
    await expect(signIn(t, 'pmc@demo.test', valid.password)).rejects.toThrow();
  });

  it('answers 429 after ten sign-ups from one address, and creates nothing then', async () => {
    const ip = '192.0.2.50';
    for (let i = 0; i < 10; i++) await signup({ ...valid, email: 'pmc@demo.test' }, ip);
    expectRefusal(await signup({ ...valid, email: 'late@example.test' }, ip), 429, 'TOO_MANY_REQUESTS');
    expect(await userRows('late@example.test')).toBe(0);
    expect((await signup({ ...valid, email: 'late@example.test' }, '192.0.2.51')).statusCode).toBe(200);
  });
});

describe('POST /api/user/password/forgot', () => {
  it('mails a reset link to a known account', async () => {
    const before = await resetTokens();
    await mailedToken('resident@demo.test');
    expect(await resetTokens()).toBe(before + 1);
  });

  it('answers the same for an unknown e-mail, and sends and stores nothing', async () => {
    const [sent, before] = [t.mail.length, await resetTokens()];
    const res = await post('/api/user/password/forgot', { email: 'ghost@demo.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ isSuccess: true });
    expect(t.mail).toHaveLength(sent);
    expect(await resetTokens()).toBe(before);
  });

  it('refuses a malformed e-mail', async () => {
    const sent = t.mail.length;
    expectRefusal(await post('/api/user/password/forgot', { email: 'guard' }), 400, 'VALIDATION_FAILED');
    expectRefusal(await post('/api/user/password/forgot', {}), 400, 'VALIDATION_FAILED', /email/);
    expect(t.mail).toHaveLength(sent);
  });

  it('answers 429 on the sixth request for one e-mail and address in 15 minutes', async () => {
    const ip = '198.51.100.20';
    const sent = t.mail.length;
    for (let i = 0; i < 5; i++) {
      expect((await post('/api/user/password/forgot', { email: 'guard@demo.test' }, ip)).statusCode).toBe(
        200,
      );
    }
    expect(t.mail).toHaveLength(sent + 5);
    const before = await resetTokens();
    const sixth = await post('/api/user/password/forgot', { email: 'GUARD@demo.test' }, ip);
    expectRefusal(sixth, 429, 'TOO_MANY_REQUESTS');
    expect(t.mail).toHaveLength(sent + 5);
    expect(await resetTokens()).toBe(before);
  });
});

describe('POST /api/user/password/reset', () => {
  const reset = (token: string, password: string) => post('/api/user/password/reset', { token, password });

  it('sets a new password, ends old sessions, and refuses a weak one without using the link', async () => {
    const old = await signIn(t, 'committee@demo.test');
    const token = await mailedToken('committee@demo.test');

    expectRefusal(await reset(token, 'password123'), 400, 'WEAK_PASSWORD');
    expectRefusal(await reset(token, 'committee@demo.test'), 400, 'WEAK_PASSWORD');
    expectRefusal(await reset(token, 'short'), 400, 'VALIDATION_FAILED', /at least 8/);
    // Refused passwords leave the link usable and the old password in place.
    const [row] = await t.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.tokenHash, hashSecret(token)));
    expect(row!.usedAt).toBeNull();
    await expect(signIn(t, 'committee@demo.test')).resolves.toHaveProperty('access_token');

    const res = await reset(token, 'brand-new-secret-77');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ isSuccess: true });
    await expect(signIn(t, 'committee@demo.test', 'brand-new-secret-77')).resolves.toHaveProperty('id_token');
    await expect(signIn(t, 'committee@demo.test')).rejects.toThrow(/failed/);

    const info = await t.app.inject({ url: '/api/user/info', headers: bearer(old.access_token) });
    expectRefusal(info, 401, 'SESSION_REVOKED');
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/token',
      headers: { authorization: CLIENT_AUTH },
      payload: { grant_type: 'refresh_token', refresh_token: old.refresh_token },
    });
    expectRefusal(refresh, 400, 'invalid_grant');

    expectRefusal(
      await reset(token, 'another-new-secret-88'),
      400,
      'INVALID_RESET_TOKEN',
      /expired or was already used/,
    );
    await expect(signIn(t, 'committee@demo.test', 'another-new-secret-88')).rejects.toThrow();
  });

  it('ends every other reset link of the account once one is used', async () => {
    const first = await mailedToken('admin@demo.test');
    const second = await mailedToken('admin@demo.test');
    expect((await reset(second, 'admin-fresh-pass-1')).statusCode).toBe(200);
    expectRefusal(await reset(first, 'attacker-pass-222'), 400, 'INVALID_RESET_TOKEN');
    await expect(signIn(t, 'admin@demo.test', 'admin-fresh-pass-1')).resolves.toHaveProperty('access_token');
  });

  it('refuses an expired, unknown or other-purpose token, and changes nothing', async () => {
    const token = await mailedToken('resident@demo.test');
    await t.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.tokenHash, hashSecret(token)));
    expectRefusal(await reset(token, 'resident-new-pass-1'), 400, 'INVALID_RESET_TOKEN', /expired/);
    expectRefusal(await reset('a'.repeat(43), 'resident-new-pass-1'), 400, 'INVALID_RESET_TOKEN');
    expectRefusal(await reset('short', 'resident-new-pass-1'), 400, 'VALIDATION_FAILED', /not valid/);
    expectRefusal(
      await post('/api/user/password/reset', { password: 'x'.repeat(12) }),
      400,
      'VALIDATION_FAILED',
    );

    const resident = await signIn(t, 'resident@demo.test');
    const handover = await t.app.inject({
      method: 'POST',
      url: '/api/account/token',
      headers: bearer(resident.access_token),
      payload: { userID: 'resident@demo.test', feature: 'GUARD', communityID: 'riverside-condo' },
    });
    const unused = and(eq(oneTimeTokens.purpose, 'GUARD_HANDOVER'), isNull(oneTimeTokens.usedAt));
    expect(await countRows(t.db, oneTimeTokens, unused)).toBe(1);
    expectRefusal(
      await reset(handover.json().data.tokenID, 'resident-new-pass-1'),
      400,
      'INVALID_RESET_TOKEN',
    );
    expect(await countRows(t.db, oneTimeTokens, unused)).toBe(1);

    await expect(signIn(t, 'resident@demo.test')).resolves.toHaveProperty('access_token');
  });
});
