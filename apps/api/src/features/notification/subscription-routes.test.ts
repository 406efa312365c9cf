import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../platform/push/tables';
import { userIdOf } from '../../test/notify-helpers';
import { browserKeys } from '../../test/push-service';
import { expectRefusal } from '../../test/refusal';
import { countRows } from '../../test/rows';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/test-app';

let t: TestApp;
let pmc: Record<string, string>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  pmc = bearer((await signIn(t, 'pmc@demo.test')).access_token);
  admin = bearer((await signIn(t, 'admin@demo.test')).access_token);
});
afterAll(() => t.close());

const subscribe = (headers: Record<string, string>, fcmToken: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/notification/webniti/subscribe',
    headers,
    payload: { fcmToken },
  });
const unsubscribe = (headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method: 'DELETE', url: '/api/notification/webniti/unsubscribe', headers, payload });
const tokenFor = (endpoint: string) => JSON.stringify(browserKeys().subscription(endpoint));
const rowsOf = async (email: string) =>
  countRows(t.db, pushSubscriptions, eq(pushSubscriptions.userId, await userIdOf(t, email)));

describe('push subscriptions', () => {
  it('hands out the VAPID public key without sign-in, the same every time', async () => {
    const a = (await t.app.inject({ url: '/api/notification/vapid-public-key' })).json();
    const b = (await t.app.inject({ url: '/api/notification/vapid-public-key' })).json();
    expect(a.isSuccess).toBe(true);
    // An uncompressed P-256 point, base64url.
    expect(Buffer.from(a.data.publicKey, 'base64url')).toHaveLength(65);
    expect(b).toEqual(a);
  });

  it('subscribes once per browser however often it is sent, and moves a browser to its new user', async () => {
    const token = tokenFor('https://push.example.test/send/abc');
    expect((await subscribe(pmc, token)).json()).toEqual({ isSuccess: true });
    // Same subscription, other serialisation: still one row.
    const reordered = JSON.stringify({ keys: JSON.parse(token).keys, endpoint: JSON.parse(token).endpoint });
    expect((await subscribe(pmc, reordered)).statusCode).toBe(200);
    expect(await rowsOf('pmc@demo.test')).toBe(1);
    expect((await subscribe(admin, token)).statusCode).toBe(200);
    expect(await rowsOf('pmc@demo.test')).toBe(0);
    expect(await rowsOf('admin@demo.test')).toBe(1);
  });

  it('refuses what is not a push subscription', async () => {
    const keys = browserKeys().subscription('https://x.test/').keys;
    const bad: [unknown, RegExp][] = [
      ['', /fcmToken is required/],
      ['not json', /push subscription/],
      [JSON.stringify({ endpoint: 'https://x.test/' }), /keys/],
      [JSON.stringify({ endpoint: 'ftp://x.test/', keys }), /endpoint/],
      [JSON.stringify({ endpoint: 'http://push.example.test/', keys }), /https/],
      [JSON.stringify({ endpoint: 'https://x.test/', keys: { ...keys, p256dh: 'short' } }), /p256dh/],
      [JSON.stringify({ endpoint: 'https://x.test/', keys: { ...keys, auth: 'not base64!' } }), /auth/],
      [42, /fcmToken/],
    ];
    for (const [fcmToken, message] of bad) {
      expectRefusal(await subscribe(pmc, fcmToken), 400, 'VALIDATION_FAILED', message);
    }
    expectRefusal(await subscribe({}, tokenFor('https://x.test/a')), 401);
  });

  it('accepts plain-http loopback endpoints only while the console itself is not on https', async () => {
    expect((await subscribe(pmc, tokenFor('http://127.0.0.1:9/push'))).statusCode).toBe(200);
    const secure = await createTestApp({ PUBLIC_URL: 'https://console.example.test' });
    try {
      const headers = bearer((await signIn(secure, 'pmc@demo.test')).access_token);
      const res = await secure.app.inject({
        method: 'POST',
        url: '/api/notification/webniti/subscribe',
        headers,
        payload: { fcmToken: tokenFor('http://127.0.0.1:9/push') },
      });
      expectRefusal(res, 400, 'PUSH_ENDPOINT_REFUSED');
    } finally {
      await secure.close();
    }
  });

  it('keeps the newest 20 subscriptions of a user', async () => {
    for (let i = 0; i < 23; i++) await subscribe(admin, tokenFor(`https://push.example.test/many/${i}`));
    expect(await rowsOf('admin@demo.test')).toBe(20);
  });

  it('unsubscribes only its own browser; an empty or absent token is a harmless success', async () => {
    const token = tokenFor('https://push.example.test/send/mine');
    await subscribe(pmc, token);
    const before = await rowsOf('pmc@demo.test');
    // Someone else's token is not theirs to remove.
    expect((await unsubscribe(admin, { fcmToken: token })).json()).toEqual({ isSuccess: true });
    expect(await rowsOf('pmc@demo.test')).toBe(before);
    expect((await unsubscribe(pmc, { fcmToken: token })).json()).toEqual({ isSuccess: true });
    expect(await rowsOf('pmc@demo.test')).toBe(before - 1);
    expect((await unsubscribe(pmc, { fcmToken: '' })).statusCode).toBe(200);
    const bare = await unsubscribe(pmc);
    expect(bare.statusCode, bare.body).toBe(200);
    expect((await unsubscribe(pmc, { fcmToken: 'legacy-token' })).statusCode).toBe(200);
    expectRefusal(await unsubscribe({}, { fcmToken: token }), 401);
  });
});
