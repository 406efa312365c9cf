import { LANGS } from '@cc/contracts/i18n';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userPreferences, users } from '../../platform/auth/tables';
import { expectRefusal } from '../../test/refusal';
import { countRows } from '../../test/rows';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/test-app';

let t: TestApp;
let pmc: string;
let resident: string;
beforeAll(async () => {
  t = await createTestApp();
  pmc = (await signIn(t, 'pmc@demo.test')).access_token;
  resident = (await signIn(t, 'resident@demo.test')).access_token;
});
afterAll(() => t.close());

const userId = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const storedPreferences = async (email: string) =>
  Object.fromEntries(
    (
      await t.db
        .select()
        .from(userPreferences)
        .where(eq(userPreferences.userId, await userId(email)))
    ).map((p) => [p.key, p.value]),
  );

describe('GET /api/user/info', () => {
  it('answers the user, with the e-mail as userID, and the profile', async () => {
    const res = await t.app.inject({ url: '/api/user/info', headers: bearer(resident) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      isSuccess: true,
      userID: 'resident@demo.test',
      errorMessage: null,
      profile: {
        email: 'resident@demo.test',
        firstname: 'สุดา',
        lastname: 'มีสุข',
        imageUrl: null,
        gender: 'FEMALE',
        mobile: '0891112233',
        birthdate: null,
      },
    });
  });

  it('refuses a request without a token', async () => {
    expectRefusal(await t.app.inject({ url: '/api/user/info' }), 401, 'NO_TOKEN');
  });
});

describe('GET /api/account/identity/check', () => {
  const check = (query: Record<string, string>, token?: string) =>
    t.app.inject({ url: '/api/account/identity/check', query, headers: token ? bearer(token) : {} });

  it('tells a stranger nothing: known and unknown identities get the same 401', async () => {
    const known = await check({ userIdentity: 'pmc@demo.test', identityType: 'EMAIL' });
    const unknown = await check({ userIdentity: 'nobody@demo.test', identityType: 'EMAIL' });
    expectRefusal(known, 401, 'NO_TOKEN');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
  });

  it("answers only whether the identity is the caller's own, in any case", async () => {
    const own = await check({ userIdentity: 'PMC@demo.test', identityType: 'EMAIL' }, pmc);
    expect(own.json()).toEqual({ isSuccess: true, data: { exists: true } });
    // Someone else's e-mail and an unknown one look alike: the account list stays private.
    const other = await check({ userIdentity: 'resident@demo.test', identityType: 'EMAIL' }, pmc);
    const free = await check({ userIdentity: 'nobody@demo.test', identityType: 'EMAIL' }, pmc);
    expect(other.json()).toEqual({ isSuccess: true, data: { exists: false } });
    expect(free.json()).toEqual(other.json());
  });

  it('looks up the caller’s social identities by provider', async () => {
    const fb = await check({ userIdentity: '100200300', identityType: 'FACEBOOK' }, pmc);
    expect(fb.json().data.exists).toBe(true);
    // The same subject under another provider is a different identity.
    const apple = await check({ userIdentity: '100200300', identityType: 'APPLE' }, pmc);
    expect(apple.json().data.exists).toBe(false);
    const apple2 = await check({ userIdentity: 'demo-resident-apple', identityType: 'APPLE' }, resident);
    expect(apple2.json().data.exists).toBe(true);
    const notPmcs = await check({ userIdentity: 'demo-resident-apple', identityType: 'APPLE' }, pmc);
    expect(notPmcs.json().data.exists).toBe(false);
  });

  it('refuses a bad identityType and a missing userIdentity', async () => {
    expectRefusal(
      await check({ userIdentity: 'x@demo.test', identityType: 'TWITTER' }, pmc),
      400,
      'VALIDATION_FAILED',
      /identityType must be EMAIL, FACEBOOK, APPLE or GOOGLE/,
    );
    expectRefusal(await check({ identityType: 'EMAIL' }, pmc), 400, 'VALIDATION_FAILED', /userIdentity/);
    expectRefusal(await check({ userIdentity: '  ', identityType: 'EMAIL' }, pmc), 400, 'VALIDATION_FAILED');
  });
});

describe('GET and PUT /api/user/preference', () => {
  const put = (body: unknown, token = pmc) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/user/preference',
      headers: bearer(token),
      payload: body as object,
    });
  const get = (token = pmc) => t.app.inject({ url: '/api/user/preference', headers: bearer(token) });

  it('stores every language and reads it back', async () => {
    for (const lang of LANGS) {
      const res = await put({ preferences: [{ key: 'lang', value: lang }] });
      expect(res.statusCode, lang).toBe(200);
      expect(res.json()).toMatchObject({ isSuccess: true });
      expect((await get()).json().preferences).toContainEqual({ key: 'lang', value: lang });
    }
  });

  it('stores a current community the user belongs to, alongside the language', async () => {
    const res = await put({
      preferences: [
        { key: 'lang', value: 'en' },
        { key: 'current-community', value: 'green-ville-village' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const prefs = (await get()).json().preferences;
    expect(prefs).toHaveLength(2);
    expect(prefs).toEqual(
      expect.arrayContaining([
        { key: 'lang', value: 'en' },
        { key: 'current-community', value: 'green-ville-village' },
      ]),
    );
  });

  it('keeps preferences per user', async () => {
    await put({ preferences: [{ key: 'lang', value: 'zh' }] }, resident);
    // The demo seed starts each user in their first community.
    expect(await storedPreferences('resident@demo.test')).toEqual({
      lang: 'zh',
      'current-community': 'riverside-condo',
    });
    expect((await storedPreferences('pmc@demo.test')).lang).not.toBe('zh');
  });

  it('refuses a community the user is not a member of, and stores nothing of the request', async () => {
    const before = await storedPreferences('resident@demo.test');
    for (const community of ['sukhumvit-77-residence', 'no-such-community']) {
      const res = await put(
        {
          preferences: [
            { key: 'lang', value: 'fr' },
            { key: 'current-community', value: community },
          ],
        },
        resident,
      );
      expectRefusal(res, 400, 'NOT_A_MEMBER', /not a member/);
    }
    expect(await storedPreferences('resident@demo.test')).toEqual(before);
  });

  it('refuses bad input with a message naming the problem, and stores nothing', async () => {
    const before = await countRows(t.db, userPreferences);
    expectRefusal(
      await put({ preferences: [{ key: 'lang', value: 'de' }] }),
      400,
      'VALIDATION_FAILED',
      /lang must be one of/,
    );
    expectRefusal(await put({ preferences: [] }), 400, 'VALIDATION_FAILED', /must not be empty/);
    expectRefusal(await put({ preferences: [{ key: 'theme', value: 'dark' }] }), 400, 'VALIDATION_FAILED');
    expectRefusal(await put({}), 400, 'VALIDATION_FAILED', /preferences is required/);
    expectRefusal(
      await put({ preferences: [{ key: 'current-community', value: '' }] }),
      400,
      'VALIDATION_FAILED',
      /communityID is required/,
    );
    expect(await countRows(t.db, userPreferences)).toBe(before);
  });

  it('refuses the same key twice in one request with 400, not a database error', async () => {
    const before = await storedPreferences('pmc@demo.test');
    const res = await put({
      preferences: [
        { key: 'lang', value: 'th' },
        { key: 'lang', value: 'ar' },
      ],
    });
    expectRefusal(res, 400, 'VALIDATION_FAILED', /once/);
    expect(await storedPreferences('pmc@demo.test')).toEqual(before);
  });

  it('refuses both operations without a token', async () => {
    expectRefusal(await t.app.inject({ url: '/api/user/preference' }), 401, 'NO_TOKEN');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/preference',
      payload: { preferences: [{ key: 'lang', value: 'th' }] },
    });
    expectRefusal(res, 401, 'NO_TOKEN');
  });
});
