import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../../platform/auth/secrets';
import { authSessions, oneTimeTokens, userPreferences, users } from '../../platform/auth/tables';
import { memberships } from '../../platform/tenancy/tables';
import { expectRefusal } from '../../test/refusal';
import { countRows } from '../../test/rows';
import { bearer, CLIENT_AUTH, createTestApp, signIn, type TestApp } from '../../test/test-app';

let t: TestApp;
let pmc: string;
let guard: string;
beforeAll(async () => {
  t = await createTestApp();
  pmc = (await signIn(t, 'pmc@demo.test')).access_token;
  guard = (await signIn(t, 'guard@demo.test')).access_token;
});
afterAll(() => t.close());

const handover = (body: object, token = pmc) =>
  t.app.inject({ method: 'POST', url: '/api/account/token', headers: bearer(token), payload: body });
const redeem = (tokenID: unknown, headers: Record<string, string> = { authorization: CLIENT_AUTH }) =>
  t.app.inject({ method: 'POST', url: '/api/account/token/redeem', headers, payload: { tokenID } });
const handoverTokens = () => countRows(t.db, oneTimeTokens, eq(oneTimeTokens.purpose, 'GUARD_HANDOVER'));

async function newTokenID(body: object = {}, token = pmc) {
  const res = await handover(
    { userID: 'pmc@demo.test', feature: 'GUARD', communityID: 'riverside-condo', ...body },
    token,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.tokenID as string;
}

describe('POST /api/account/token', () => {
  it('answers a one-time token bound to the user and community, stored only as a hash', async () => {
    const tokenID = await newTokenID({ userID: 'PMC@demo.test', communityID: 'green-ville-village' });
    expect(tokenID.length).toBeGreaterThanOrEqual(32);
    const [row] = await t.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.tokenHash, hashSecret(tokenID)));
    expect(row).toMatchObject({
      purpose: 'GUARD_HANDOVER',
      communityId: 'green-ville-village',
      usedAt: null,
    });
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(120_000);
    expect(await countRows(t.db, oneTimeTokens, eq(oneTimeTokens.tokenHash, tokenID))).toBe(0);
  });

  it('refuses bad input and strangers, and stores no token', async () => {
    const before = await handoverTokens();
    const own = { userID: 'pmc@demo.test', feature: 'GUARD', communityID: 'riverside-condo' };
    expectRefusal(await handover({ ...own, userID: 'resident@demo.test' }), 403, 'NOT_YOURSELF', /yourself/);
    expectRefusal(
      await handover({ ...own, feature: 'PARCEL' }),
      400,
      'VALIDATION_FAILED',
      /feature must be GUARD/,
    );
    expectRefusal(await handover({ ...own, userID: '' }), 400, 'VALIDATION_FAILED', /userID is required/);

    const guardOwn = { ...own, userID: 'guard@demo.test' };
    const notMember = await handover({ ...guardOwn, communityID: 'green-ville-village' }, guard);
    const unknown = await handover({ ...guardOwn, communityID: 'nowhere' }, guard);
    expectRefusal(notMember, 403, 'FORBIDDEN');
    expect(unknown.body).toBe(notMember.body);

    expectRefusal(await handover({ ...own, communityID: 'sukhumvit-77-residence' }), 403, 'SYSTEM_OFF');
    expectRefusal(
      await t.app.inject({ method: 'POST', url: '/api/account/token', payload: own }),
      401,
      'NO_TOKEN',
    );
    expect(await handoverTokens()).toBe(before);
  });
});

describe('POST /api/account/token with the spec body (userID and feature alone)', () => {
  const setCurrent = (value: string, token = pmc) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/user/preference',
      headers: bearer(token),
      payload: { preferences: [{ key: 'current-community', value }] },
    });
  const specBody = { userID: 'pmc@demo.test', feature: 'GUARD' };

  it("hands over in the user's current community", async () => {
    expect((await setCurrent('green-ville-village')).statusCode).toBe(200);
    const res = await handover(specBody);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ isSuccess: true, message: 'OK', data: { tokenID: expect.any(String) } });
    const redeemed = await redeem(res.json().data.tokenID);
    expect(redeemed.json().data).toMatchObject({ communityID: 'green-ville-village', role: 'PMC' });
    await setCurrent('riverside-condo');
  });

  it('refuses when the current community is gone, suspended or unset, and stores no token', async () => {
    const before = await handoverTokens();
    const [me] = await t.db.select().from(users).where(eq(users.email, 'pmc@demo.test'));
    await setCurrent('sukhumvit-77-residence');
    expectRefusal(await handover(specBody), 403, 'SYSTEM_OFF');
    await t.db
      .update(userPreferences)
      .set({ value: 'nowhere' })
      .where(and(eq(userPreferences.userId, me!.id), eq(userPreferences.key, 'current-community')));
    expectRefusal(await handover(specBody), 403, 'FORBIDDEN');
    await t.db.delete(userPreferences).where(eq(userPreferences.userId, me!.id));
    expectRefusal(await handover(specBody), 400, 'COMMUNITY_REQUIRED');
    expectRefusal(await handover({ ...specBody, feature: 'PARCEL' }), 400, 'VALIDATION_FAILED', /GUARD/);
    expect(await handoverTokens()).toBe(before);
    await setCurrent('riverside-condo');
  });
});

describe('POST /api/account/token/redeem', () => {
  it('answers the user, community, role and a working access token, once', async () => {
    const tokenID = await newTokenID({}, pmc);
    const sessions = await countRows(t.db, authSessions);
    const res = await redeem(tokenID);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toEqual({
      userID: 'pmc@demo.test',
      communityID: 'riverside-condo',
      role: 'PMC',
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      expires_in: expect.any(Number),
    });
    expect(await countRows(t.db, authSessions)).toBe(sessions + 1);
    const info = await t.app.inject({ url: '/api/user/info', headers: bearer(data.access_token) });
    expect(info.statusCode).toBe(200);
    expect(info.json().userID).toBe('pmc@demo.test');

    expectRefusal(await redeem(tokenID), 400, 'INVALID_HANDOVER', /already used/);
    expect(await countRows(t.db, authSessions)).toBe(sessions + 1);
  });

  it('answers a rotating refresh token that keeps the session going, once per token', async () => {
    const tokenID = await newTokenID({ userID: 'guard@demo.test' }, guard);
    const { refresh_token } = (await redeem(tokenID)).json().data;
    const refresh = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/authentication/token',
        headers: { authorization: CLIENT_AUTH },
        payload: { grant_type: 'refresh_token', refresh_token: token },
      });
    const first = await refresh(refresh_token);
    expect(first.statusCode, first.body).toBe(200);
    const next = first.json();
    expect(next.refresh_token).not.toBe(refresh_token);
    const me = await t.app.inject({ url: '/api/user/info', headers: bearer(next.access_token) });
    expect(me.json().userID).toBe('guard@demo.test');
    // The spent one again is taken for a copy: refused (and the session ended).
    expectRefusal(await refresh(refresh_token), 400);
  });

  it('refuses a token past its 120 seconds, set so in the database', async () => {
    const tokenID = await newTokenID();
    const [row] = await t.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.tokenHash, hashSecret(tokenID)));
    // As if issued 121 s ago: its expiry 1 s past.
    await t.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(row!.expiresAt.getTime() - 121_000) })
      .where(eq(oneTimeTokens.tokenHash, hashSecret(tokenID)));
    expectRefusal(await redeem(tokenID), 400, 'INVALID_HANDOVER');
  });

  it("answers the guard's own role for a guard's handover", async () => {
    const tokenID = await newTokenID({ userID: 'guard@demo.test' }, guard);
    expect((await redeem(tokenID)).json().data).toMatchObject({ userID: 'guard@demo.test', role: 'GUARD' });
  });

  it('refuses missing or wrong client credentials with 401 and leaves the token usable', async () => {
    const tokenID = await newTokenID();
    const wrong = `Basic ${Buffer.from('web-console:nope').toString('base64')}`;
    const variants: Record<string, string>[] = [{}, { authorization: wrong }, bearer(pmc)];
    for (const headers of variants) {
      expectRefusal(await redeem(tokenID, headers), 401, 'invalid_client');
    }
    expect((await redeem(tokenID)).statusCode).toBe(200);
  });

  it('refuses an expired, unknown, malformed or other-purpose token', async () => {
    const sessions = await countRows(t.db, authSessions);
    const tokenID = await newTokenID();
    await t.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.tokenHash, hashSecret(tokenID)));
    expectRefusal(await redeem(tokenID), 400, 'INVALID_HANDOVER', /expired/);
    expectRefusal(await redeem('z'.repeat(43)), 400, 'INVALID_HANDOVER');
    expectRefusal(await redeem('short'), 400, 'VALIDATION_FAILED', /tokenID/);
    expectRefusal(await redeem(undefined), 400, 'VALIDATION_FAILED', /tokenID/);

    const sent = t.mail.length;
    await t.app.inject({
      method: 'POST',
      url: '/api/user/password/forgot',
      payload: { email: 'pmc@demo.test' },
    });
    const resetToken = /token=([\w-]+)/.exec(t.mail[sent]!.text)![1]!;
    expectRefusal(await redeem(resetToken), 400, 'INVALID_HANDOVER');
    expect(await countRows(t.db, authSessions)).toBe(sessions);
  });

  it('refuses a user who left the community after the handover', async () => {
    const tokenID = await newTokenID({ userID: 'guard@demo.test' }, guard);
    const [g] = await t.db.select().from(users).where(eq(users.email, 'guard@demo.test'));
    const sessions = await countRows(t.db, authSessions);
    await t.db
      .delete(memberships)
      .where(and(eq(memberships.userId, g!.id), eq(memberships.communityId, 'riverside-condo')));
    expectRefusal(await redeem(tokenID), 403, 'FORBIDDEN', /no longer a member/);
    expect(await countRows(t.db, authSessions)).toBe(sessions);
  });
});
