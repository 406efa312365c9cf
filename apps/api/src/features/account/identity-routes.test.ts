import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { userIdentities, users } from '../../platform/auth/tables';
import { readSmsLog, smsLogFile } from '../../platform/sms/sms-sender';
import { apiTest as test } from '../../test/api-test';
import type { Member } from '../../test/community-kit';
import { KIT_PASSWORD } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import { signIn, type TestApp } from '../../test/test-app';
import { identityVerifications } from './tables';

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1];

/** Asks for a code to the identity; answers the verification id and the code as delivered. */
async function sendCode(t: TestApp, m: Member, identityType: 'EMAIL' | 'PHONE', userIdentity: string) {
  const res = await m.call('POST', '/api/user/identity/verify', { body: { identityType, userIdentity } });
  expect(res.statusCode, res.body).toBe(200);
  const { verificationID, expiresIn } = res.json().data;
  expect(expiresIn).toBe(600);
  const delivered =
    identityType === 'EMAIL'
      ? t.mail.findLast((mail) => mail.to === userIdentity)?.text
      : (await readSmsLog(smsLogFile(t.dataDir))).at(-1)?.text;
  const code = codeIn(delivered ?? '');
  expect(code).toBeDefined();
  return { verificationID: verificationID as string, code: code! };
}

const add = (m: Member, verificationID: string, code: string) =>
  m.call('POST', '/api/user/identity', { body: { verificationID, code } });
const list = async (m: Member) => (await m.call('GET', '/api/user/identity')).json().items;

describe('user/identity/verify and adding an identity', () => {
  test('an e-mail code arrives through the mailer; the right code adds it and it signs in', async ({
    api,
    community,
  }) => {
    const m = await community.member('RESIDENT');
    const { verificationID, code } = await sendCode(api, m, 'EMAIL', 'Second@Kit.test'.toLowerCase());
    // Only a hash of the code is kept.
    const [row] = await api.db
      .select()
      .from(identityVerifications)
      .where(eq(identityVerifications.id, verificationID));
    expect(row!.codeHash).not.toContain(code);
    const res = await add(m, verificationID, code);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      identityType: 'EMAIL',
      userIdentity: 'second@kit.test',
      primary: false,
    });
    expect(await list(m)).toEqual([
      { identityType: 'EMAIL', userIdentity: m.email, primary: true },
      { identityType: 'EMAIL', userIdentity: 'second@kit.test', primary: false },
    ]);
    await expect(signIn(api, 'SECOND@kit.test', KIT_PASSWORD)).resolves.toHaveProperty('access_token');
    // A code is spent once.
    expectRefusal(await add(m, verificationID, code), 400, 'INVALID_CODE');
  });

  test('a phone code goes through the SMS port to its delivery log; the phone then signs in', async ({
    api,
    community,
  }) => {
    const m = await community.member('PMC');
    const { verificationID, code } = await sendCode(api, m, 'PHONE', '081-234 5678');
    expect((await readSmsLog(smsLogFile(api.dataDir))).at(-1)!.to).toBe('0812345678');
    expect((await add(m, verificationID, code)).statusCode).toBe(200);
    await expect(signIn(api, 'phone:081 234-5678', KIT_PASSWORD)).resolves.toHaveProperty('access_token');
    const check = await m.call('GET', '/api/user/identity/check', {
      query: { identityType: 'PHONE', userIdentity: '0812345678' },
    });
    expect(check.json()).toEqual({ isSuccess: true, data: { exists: true } });
  });

  test('wrong codes are limited, and then even the right one waits', async ({ api, community }) => {
    const m = await community.member('RESIDENT');
    const { verificationID, code } = await sendCode(
      api,
      m,
      'EMAIL',
      `limited-${m.userId.slice(0, 6)}@kit.test`,
    );
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expectRefusal(await add(m, verificationID, wrong), 400, 'INVALID_CODE');
    expectRefusal(await add(m, verificationID, code), 429, 'TOO_MANY_REQUESTS');
    expect(await list(m)).toHaveLength(1);
  });

  test('an expired code is refused and adds nothing', async ({ api, community }) => {
    const m = await community.member('RESIDENT');
    const { verificationID, code } = await sendCode(api, m, 'EMAIL', `late-${m.userId.slice(0, 6)}@kit.test`);
    await api.db
      .update(identityVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(identityVerifications.id, verificationID));
    expectRefusal(await add(m, verificationID, code), 400, 'CODE_EXPIRED');
    expect(await list(m)).toHaveLength(1);
  });

  test("another user's code is not yours; an address already in use is told only to its holder", async ({
    api,
    community,
  }) => {
    const a = await community.member('RESIDENT');
    const b = await community.member('RESIDENT');
    const sent = await sendCode(api, a, 'EMAIL', `shared-${a.userId.slice(0, 6)}@kit.test`);
    expectRefusal(await add(b, sent.verificationID, sent.code), 400, 'INVALID_CODE');
    // b asks for a's account e-mail: the code goes to a's mailbox; whoever holds it learns it is taken.
    const taken = await sendCode(api, b, 'EMAIL', a.email);
    expectRefusal(await add(b, taken.verificationID, taken.code), 409, 'IDENTITY_IN_USE');
    expectRefusal(
      await a.call('POST', '/api/user/identity/verify', {
        body: { identityType: 'EMAIL', userIdentity: a.email },
      }),
      400,
      'IDENTITY_ALREADY_YOURS',
    );
    expectRefusal(
      await a.call('POST', '/api/user/identity/verify', {
        body: { identityType: 'PHONE', userIdentity: 'abc' },
      }),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('removing an identity', () => {
  test('removes a linked one, never the account e-mail, and says when it is not yours', async ({
    api,
    community,
  }) => {
    const m = await community.member('RESIDENT');
    const { verificationID, code } = await sendCode(api, m, 'PHONE', '0899999999');
    await add(m, verificationID, code);
    const remove = (identityType: string, userIdentity: string) =>
      m.call('DELETE', '/api/user/identity', { body: { identityType, userIdentity } });
    expectRefusal(await remove('EMAIL', m.email.toUpperCase()), 400, 'PRIMARY_IDENTITY');
    expectRefusal(await remove('FACEBOOK', '100200300'), 404, 'IDENTITY_NOT_FOUND');
    expect((await remove('PHONE', '089-999-9999')).statusCode).toBe(200);
    expect(await list(m)).toEqual([{ identityType: 'EMAIL', userIdentity: m.email, primary: true }]);
    await expect(signIn(api, 'phone:0899999999', KIT_PASSWORD)).rejects.toThrow();
  });

  test('never removes the last way in (a social-only account)', async ({ api, community }) => {
    const m = await community.member('RESIDENT');
    await api.db.update(users).set({ passwordHash: null }).where(eq(users.id, m.userId));
    await api.db.insert(userIdentities).values([
      { provider: 'FACEBOOK', subject: `fb-${m.userId}`, userId: m.userId },
      { provider: 'APPLE', subject: `ap-${m.userId}`, userId: m.userId },
    ]);
    const remove = (identityType: string, userIdentity: string) =>
      m.call('DELETE', '/api/user/identity', { body: { identityType, userIdentity } });
    expect(await list(m)).toHaveLength(2);
    expect((await remove('FACEBOOK', `fb-${m.userId}`)).statusCode).toBe(200);
    expectRefusal(await remove('APPLE', `ap-${m.userId}`), 400, 'LAST_IDENTITY');
    const left = await api.db
      .select()
      .from(userIdentities)
      .where(and(eq(userIdentities.userId, m.userId), eq(userIdentities.provider, 'APPLE')));
    expect(left).toHaveLength(1);
  });

  test('a NUL byte in an identity is refused before any query (400, never a 500)', async ({ community }) => {
    const m = await community.member('RESIDENT');
    const nul = 'a\u0000b@kit.test';
    for (const res of [
      await m.call('GET', '/api/user/identity/check', {
        query: { identityType: 'EMAIL', userIdentity: nul },
      }),
      await m.call('GET', '/api/account/identity/check', {
        query: { identityType: 'EMAIL', userIdentity: nul },
      }),
      await m.call('DELETE', '/api/user/identity', { body: { identityType: 'EMAIL', userIdentity: nul } }),
      await m.call('POST', '/api/user/identity/verify', {
        body: { identityType: 'EMAIL', userIdentity: nul },
      }),
    ])
      expectRefusal(res, 400, 'VALIDATION_FAILED');
  });

  test('every identity operation needs a signed-in caller', async ({ api }) => {
    for (const [method, url] of [
      ['GET', '/api/user/identity'],
      ['POST', '/api/user/identity'],
      ['DELETE', '/api/user/identity'],
      ['POST', '/api/user/identity/verify'],
      ['GET', '/api/user/identity/check?identityType=EMAIL&userIdentity=a@b.test'],
    ] as const) {
      expectRefusal(await api.app.inject({ method, url }), 401, 'NO_TOKEN');
    }
  });
});
