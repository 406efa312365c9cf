import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../test/test-app';

// Call-through spies (the real hashing runs): they show which work each answer did, so the
// test holds the timing rule (the same hashing for a known and an unknown address) without a clock.
// Test files of a worker share one module graph (the API projects do not isolate files), where
// the app already holds the real modules: this file loads its own copy of the app with the two
// modules spied, and drops it after, so no other file meets the spies.
vi.resetModules();
vi.doMock('../../platform/auth/passwords', { spy: true });
vi.doMock('../../platform/auth/secrets', { spy: true });
const passwords = await import('../../platform/auth/passwords');
const secrets = await import('../../platform/auth/secrets');
const { createTestApp } = await import('../../test/test-app');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  vi.doUnmock('../../platform/auth/passwords');
  vi.doUnmock('../../platform/auth/secrets');
  vi.resetModules();
});
beforeEach(() => vi.clearAllMocks());

const post = (url: string, payload: object, ip: string) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

/** The answer a stranger sees (headers that vary per request left out) and the work behind it. */
async function observe(url: string, payload: object, ip: string) {
  vi.clearAllMocks();
  const mailBefore = t.mail.length;
  const res = await post(url, payload, ip);
  return {
    status: res.statusCode,
    body: res.json(),
    passwordHashes: vi.mocked(passwords.hashPassword).mock.calls.length,
    secretHashes: vi.mocked(secrets.hashSecret).mock.calls.length,
    mails: t.mail.length - mailBefore,
  };
}

describe('a stranger cannot tell known from unknown addresses', () => {
  it('sign-up: the same status and body, one password hash and one mail either way', async () => {
    const form = { password: 'long-and-unusual-42', firstname: 'A', lastname: 'B', acceptTerms: true };
    const known = await observe('/api/user/signup', { ...form, email: 'resident@demo.test' }, '198.51.100.1');
    const unknown = await observe(
      '/api/user/signup',
      { ...form, email: 'new-one@example.test' },
      '198.51.100.2',
    );
    expect(known.status).toBe(200);
    expect({ ...known, body: known.body.isSuccess }).toEqual({ ...unknown, body: unknown.body.isSuccess });
    expect(known.passwordHashes).toBe(1);
    expect(known.mails).toBe(1);
    expect(Object.keys(known.body.data)).toEqual(Object.keys(unknown.body.data));
  });

  it('forgot-password: the same status and body, and the link secret hashed either way', async () => {
    const known = await observe('/api/user/password/forgot', { email: 'guard@demo.test' }, '198.51.100.3');
    const unknown = await observe(
      '/api/user/password/forgot',
      { email: 'ghost@example.test' },
      '198.51.100.4',
    );
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(known.secretHashes).toBe(1);
    expect(unknown.secretHashes).toBe(known.secretHashes);
  });

  it('sign-in: a wrong password and an unknown user both verify a password hash', async () => {
    const token = (username: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/authentication/token',
        headers: {
          authorization: `Basic ${Buffer.from('web-console:web-console-secret').toString('base64')}`,
        },
        payload: { grant_type: 'password', username, password: 'not-the-password' },
        remoteAddress: '198.51.100.5',
      });
    vi.clearAllMocks();
    const known = await token('pmc@demo.test');
    const knownVerifies = vi.mocked(passwords.verifyPassword).mock.calls.length;
    vi.clearAllMocks();
    const unknown = await token('nobody@example.test');
    expect(unknown.json()).toEqual(known.json());
    expect(vi.mocked(passwords.verifyPassword).mock.calls.length).toBe(knownVerifies);
  });
});
