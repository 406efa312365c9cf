import { pushPayloadSchema } from '@cc/contracts/notification';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdOf } from '../../test/notify-helpers';
import { browserKeys, decryptPush, startPushService, verifyVapid } from '../../test/push-service';
import { countRows } from '../../test/rows';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { pushSubscriptions } from './tables';

let t: TestApp;
let push: Awaited<ReturnType<typeof startPushService>>;

beforeAll(async () => {
  t = await createTestApp();
  push = await startPushService();
});
afterAll(async () => {
  await t.close();
  await push.close();
});

/** Subscribes a "browser" of this user whose push service is the local stand-in. */
async function subscribeBrowser(email: string, path: string) {
  const keys = browserKeys();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/notification/webniti/subscribe',
    headers: bearer((await signIn(t, email)).access_token),
    payload: { fcmToken: JSON.stringify(keys.subscription(push.endpoint(path))) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return keys;
}

describe('web push', () => {
  it('sends each recipient browser an aes128gcm message it can decrypt, signed with VAPID', async () => {
    const pmcBrowser = await subscribeBrowser('pmc@demo.test', '/push/pmc');
    const adminBrowser = await subscribeBrowser('admin@demo.test', '/push/admin');
    await subscribeBrowser('resident@demo.test', '/push/resident');

    const result = await t.app.services.notify(
      'riverside-condo',
      { kind: 'staff' },
      { title: 'แจ้งซ่อมใหม่', body: 'ห้อง A-0304: ก๊อกน้ำรั่ว', featureEnum: 'REPAIR_REQUEST' },
    );
    expect(await result.pushed).toEqual({ sent: 2, removed: 0, failed: 0 });
    // Staff only: the resident's browser got nothing.
    expect(push.received.map((r) => r.path).sort()).toEqual(['/push/admin', '/push/pmc']);

    const publicKey = (await t.app.inject({ url: '/api/notification/vapid-public-key' })).json().data
      .publicKey;
    for (const [path, keys] of [
      ['/push/pmc', pmcBrowser],
      ['/push/admin', adminBrowser],
    ] as const) {
      const request = push.received.find((r) => r.path === path)!;
      expect(request.headers['content-encoding']).toBe('aes128gcm');
      expect(Number(request.headers.ttl)).toBeGreaterThan(0);
      const claims = await verifyVapid(
        request.headers.authorization,
        publicKey,
        push.endpoint('').replace(/\/$/, ''),
      );
      expect(claims.sub).toMatch(/^(mailto:|https:)/);
      const payload = pushPayloadSchema.parse(JSON.parse(decryptPush(request.body, keys)));
      expect(payload).toEqual({
        notification: { title: 'แจ้งซ่อมใหม่', body: 'ห้อง A-0304: ก๊อกน้ำรั่ว' },
        data: {
          featureEnum: 'REPAIR_REQUEST',
          target: '/dashboard/repair',
          communityID: 'riverside-condo',
          notificationID: result.notificationID,
        },
      });
    }
  });

  it('removes a subscription its push service answers 410 or 404 for, and keeps one that failed otherwise', async () => {
    await subscribeBrowser('committee@demo.test', '/push/gone');
    await subscribeBrowser('committee@demo.test', '/push/unknown');
    await subscribeBrowser('committee@demo.test', '/push/busy');
    await subscribeBrowser('committee@demo.test', '/push/fine');
    push.answer('/push/gone', 410);
    push.answer('/push/unknown', 404);
    push.answer('/push/busy', 503);
    const committee = await userIdOf(t, 'committee@demo.test');
    const result = await t.app.services.notify(
      'riverside-condo',
      { kind: 'users', userIds: [committee] },
      { title: 'Meeting', body: 'Tonight', featureEnum: 'AGM_MEETING' },
    );
    expect(await result.pushed).toEqual({ sent: 1, removed: 2, failed: 1 });
    const left = await t.db
      .select({ token: pushSubscriptions.token })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, committee));
    expect(left.map((r) => JSON.parse(r.token).endpoint).sort()).toEqual([
      push.endpoint('/push/busy'),
      push.endpoint('/push/fine'),
    ]);
  });

  it('never fails the caller: an unreachable push service is logged and counted', async () => {
    const keys = browserKeys();
    const guard = await userIdOf(t, 'guard@demo.test');
    // Port 9 (discard) on loopback refuses the connection.
    await t.db.insert(pushSubscriptions).values({
      userId: guard,
      token: JSON.stringify(keys.subscription('http://127.0.0.1:9/push/nowhere')),
    });
    await t.db.insert(pushSubscriptions).values({ userId: guard, token: 'legacy-not-a-subscription' });
    const result = await t.app.services.notify(
      'riverside-condo',
      { kind: 'users', userIds: [guard] },
      { title: 'Parcel', body: 'At the desk', featureEnum: 'PARCEL' },
    );
    expect(result.recipients).toBe(1);
    expect(await result.pushed).toEqual({ sent: 0, removed: 1, failed: 1 });
    expect(await countRows(t.db, pushSubscriptions, eq(pushSubscriptions.userId, guard))).toBe(1);
  });

  it('shortens long texts in the push only; the inbox keeps them whole', async () => {
    const keys = await subscribeBrowser('admin@demo.test', '/push/long');
    const body = 'ก'.repeat(1500);
    const result = await t.app.services.notify(
      'riverside-condo',
      { kind: 'users', userIds: [await userIdOf(t, 'admin@demo.test')] },
      { title: 'Long', body, featureEnum: 'ANNOUNCEMENT' },
    );
    await result.pushed;
    const request = push.received.filter((r) => r.path === '/push/long').at(-1)!;
    expect(request.body.length).toBeLessThan(4096);
    const payload = JSON.parse(decryptPush(request.body, keys));
    expect(payload.notification.body).toHaveLength(400);
    const inbox = await t.app.inject({
      url: '/api/notification/inbox?communityID=riverside-condo',
      headers: bearer((await signIn(t, 'admin@demo.test')).access_token),
    });
    expect(inbox.json().items[0].inboxBody).toBe(body);
  });
});
