import { TELEGRAM_TEXT_MAX } from '@cc/contracts/notify-channel';
import { and, eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '../../platform/jobs/tables';
import { notificationRecipients, notifications } from '../../platform/notify/tables';
import { expectRefusal } from '../../test/refusal';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  type AlertsDesk,
  advanceJobs,
  alertsDesk,
  alertsEnv,
  type FakeProviders,
  fakeProviders,
  GROUP_ID,
  LINE_SECRET,
  LINE_TOKEN,
  TELEGRAM_TOKEN,
  WEBHOOK_SECRET,
} from './alerts-test-kit';
import { notifyDeliveries } from './tables';
import { telegramText } from './telegram-send';
import { checkWebhookUrl } from './url-guard';

let t: TestApp;
let fake: FakeProviders;
let d: AlertsDesk;

beforeAll(async () => {
  fake = await fakeProviders();
  t = await createTestApp(alertsEnv(fake));
  d = await alertsDesk(t);
  const c = d.kit.id;
  for (const [url, body] of [
    [
      '/api/line-notify/setting',
      { groupID: GROUP_ID, channelAccessToken: LINE_TOKEN, channelSecret: LINE_SECRET },
    ],
    ['/api/telegram-notify/setting', { chatID: '-100200', botToken: TELEGRAM_TOKEN }],
    ['/api/webhook-notify/setting', { url: `${fake.url}/hook`, secret: WEBHOOK_SECRET }],
  ] as const) {
    const features = url.startsWith('/api/line') ? ['PARCEL'] : [];
    const res = await d.admin.call('PUT', url, {
      body: { communityID: c, enabled: true, features, digest: false, ...body },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => fake.clear());

const run = () => t.app.services.jobs.runDue();
const rowOf = async (id: string) =>
  (await t.db.select().from(notifyDeliveries).where(eq(notifyDeliveries.id, id)))[0]!;
const sendTest = async (kind: 'line' | 'telegram' | 'webhook') => {
  const res = await d.admin.call('POST', `/api/${kind}-notify/test`, { body: { communityID: d.kit.id } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.deliveryID as string;
};

describe('LINE deliveries', () => {
  it('500 twice then 200: one message sent after 3 attempts, all with one retry key', async () => {
    fake.script(
      '/v2/bot/message/push',
      { status: 500, body: { message: 'oops' } },
      { status: 500, body: {} },
    );
    const raised = await t.app.services.notify(
      d.kit.id,
      { kind: 'staff' },
      { title: 'Parcel for A-101', body: 'A box from Kerry', featureEnum: 'PARCEL' },
    );
    const [row] = await t.db
      .select()
      .from(notifyDeliveries)
      .where(eq(notifyDeliveries.messageKey, `n:${raised.notificationID}`));
    expect(row).toMatchObject({ kind: 'LINE', status: 'PENDING' });

    await run();
    const first = await rowOf(row!.id);
    expect(first).toMatchObject({ status: 'FAILED', attempts: 1, httpStatus: 500 });
    // The next try waits its minute.
    const wait = first.nextAttemptAt!.getTime() - Date.now();
    expect(wait).toBeGreaterThan(50_000);
    await run();
    expect(fake.of('/push')).toHaveLength(1);

    await advanceJobs(t);
    await run();
    expect(await rowOf(row!.id)).toMatchObject({ status: 'FAILED', attempts: 2 });
    await advanceJobs(t);
    await run();
    const sent = await rowOf(row!.id);
    expect(sent).toMatchObject({ status: 'SENT', attempts: 3, httpStatus: 200 });
    expect(sent.providerId).toMatch(/^line-/);

    const pushes = fake.of('/v2/bot/message/push');
    expect(pushes).toHaveLength(3);
    expect(new Set(pushes.map((p) => p.headers['x-line-retry-key']))).toEqual(new Set([row!.retryKey]));
    expect(pushes[0]!.headers.authorization).toBe(`Bearer ${LINE_TOKEN}`);
    expect(JSON.parse(pushes[2]!.body)).toEqual({
      to: GROUP_ID,
      messages: [{ type: 'text', text: 'Parcel for A-101\nA box from Kerry' }],
    });
    await advanceJobs(t);
    expect(await run()).toBe(0);
    expect(fake.of('/push')).toHaveLength(3);
  });

  it('copies only staff notifications of the chosen features', async () => {
    const s = t.app.services;
    await s.notify(
      d.kit.id,
      { kind: 'staff' },
      { title: 'Repair', body: 'Leak', featureEnum: 'REPAIR_REQUEST' },
    );
    await s.notify(
      d.kit.id,
      { kind: 'users', userIds: [d.admin.userId] },
      { title: 'P', body: 'Q', featureEnum: 'PARCEL' },
    );
    await run();
    expect(fake.of('/push')).toHaveLength(0);
  });

  it('gives up after the last retry and tells the admins, with a click to the alert settings', async () => {
    const id = await sendTest('line');
    for (let i = 0; i < 6; i++) {
      fake.script('/v2/bot/message/push', { status: 503, body: {} });
      await advanceJobs(t);
      await run();
    }
    const dead = await rowOf(id);
    expect(dead).toMatchObject({ status: 'DEAD', attempts: 6, httpStatus: 503 });
    const inbox = await d.admin.call('GET', '/api/notification/inbox', { query: { communityID: d.kit.id } });
    expect(inbox.statusCode, inbox.body).toBe(200);
    expect(inbox.json().items[0]).toMatchObject({
      target: '/dashboard/settings?tab=notify',
      featureEnum: 'SETTING',
    });
    const toPmc = await t.db
      .select()
      .from(notificationRecipients)
      .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
      .where(and(eq(notificationRecipients.userId, d.pmc.userId), eq(notifications.featureEnum, 'SETTING')));
    expect(toPmc).toHaveLength(0);

    // A retry by hand sends it, with the same key.
    const retried = await d.admin.call('POST', '/api/notify-channel/delivery/retry', {
      body: { communityID: d.kit.id, deliveryID: id },
    });
    expect(retried.statusCode, retried.body).toBe(200);
    await run();
    expect(await rowOf(id)).toMatchObject({ status: 'SENT', attempts: 7 });
    expect(new Set(fake.of('/push').map((p) => p.headers['x-line-retry-key'])).size).toBe(1);
    expectRefusal(
      await d.admin.call('POST', '/api/notify-channel/delivery/retry', {
        body: { communityID: d.kit.id, deliveryID: id },
      }),
      409,
      'DELIVERY_NOT_RETRYABLE',
    );
    expectRefusal(
      await d.pmc.call('POST', '/api/notify-channel/delivery/retry', {
        body: { communityID: d.kit.id, deliveryID: id },
      }),
      403,
    );
  });
});

describe('Telegram deliveries', () => {
  it('429 with retry_after 3: no retry before 3 s, then sent', async () => {
    fake.script('sendMessage', {
      status: 429,
      body: {
        ok: false,
        error_code: 429,
        description: 'Too Many Requests: retry after 3',
        parameters: { retry_after: 3 },
      },
    });
    const id = await sendTest('telegram');
    const before = Date.now();
    await run();
    const failed = await rowOf(id);
    expect(failed).toMatchObject({ status: 'FAILED', httpStatus: 429, attempts: 1 });
    const wait = failed.nextAttemptAt!.getTime() - before;
    expect(wait).toBeGreaterThanOrEqual(3_000);
    expect(wait).toBeLessThan(60_000);
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.status, 'PENDING'), sql`${jobs.payload}->>'deliveryID' = ${id}`));
    expect(job!.runAt.getTime()).toBeGreaterThanOrEqual(before + 3_000);
    expect(await run()).toBe(0);
    expect(fake.of('/sendMessage')).toHaveLength(1);

    await advanceJobs(t);
    await run();
    expect(await rowOf(id)).toMatchObject({ status: 'SENT', attempts: 2, httpStatus: 200 });
    const sent = fake.of('/sendMessage');
    expect(sent[1]!.path).toBe(`/bot${TELEGRAM_TOKEN}/sendMessage`);
    expect(JSON.parse(sent[1]!.body)).toMatchObject({ chat_id: '-100200' });
  });

  it('cuts a text over 4,096 characters', () => {
    const text = telegramText({ title: 'T', body: 'ก'.repeat(5000) });
    expect(text).toHaveLength(TELEGRAM_TEXT_MAX);
    expect(text.endsWith('…')).toBe(true);
    expect(telegramText({ title: 'T', body: 'short' })).toBe('T\nshort');
  });
});

describe('webhook deliveries', () => {
  it('signs with Standard Webhooks; a retry carries the same webhook-id', async () => {
    fake.script('/hook', { status: 502, body: {} });
    const id = await sendTest('webhook');
    await run();
    await advanceJobs(t);
    await run();
    expect(await rowOf(id)).toMatchObject({ status: 'SENT', attempts: 2 });
    const hits = fake.of('/hook');
    expect(hits).toHaveLength(2);
    expect(hits[0]!.headers['webhook-id']).toBe(hits[1]!.headers['webhook-id']);
    const verified = new Webhook(WEBHOOK_SECRET).verify(
      hits[1]!.body,
      hits[1]!.headers as Record<string, string>,
    );
    expect(verified).toMatchObject({ data: { communityID: d.kit.id } });
    expect(() =>
      new Webhook(`whsec_${Buffer.from('x'.repeat(32)).toString('base64')}`).verify(
        hits[1]!.body,
        hits[1]!.headers as Record<string, string>,
      ),
    ).toThrow();
  });

  it('refuses private, loopback and link-local addresses unless allowed', async () => {
    for (const url of [
      'http://127.0.0.1:9/x',
      'http://10.0.0.8/',
      'http://169.254.169.254/latest',
      'http://[::1]/',
      'http://192.168.1.1/',
      'http://localhost/',
    ])
      expect(await checkWebhookUrl(url, false), url).toBe('private');
    expect(await checkWebhookUrl('http://93.184.215.14/', false)).toBe('ok');
    expect(await checkWebhookUrl('http://127.0.0.1/', true)).toBe('ok');
  });
});

describe('the delivery log', () => {
  it('pages newest first and filters by channel and status', async () => {
    const c = d.kit.id;
    const page1 = await d.pmc.call('GET', '/api/notify-channel/delivery/list', {
      query: { communityID: c, limit: 2 },
    });
    expect(page1.statusCode, page1.body).toBe(200);
    const b1 = page1.json();
    expect(b1.items).toHaveLength(2);
    const page2 = await d.pmc.call('GET', '/api/notify-channel/delivery/list', {
      query: { communityID: c, limit: 2, lastKey: b1.lastKey },
    });
    const ids = [...b1.items, ...page2.json().items].map((x: { deliveryID: string }) => x.deliveryID);
    expect(new Set(ids).size).toBe(ids.length);
    const sent = await d.pmc.call('GET', '/api/notify-channel/delivery/list', {
      query: { communityID: c, kind: 'TELEGRAM', status: 'SENT' },
    });
    expect(
      sent
        .json()
        .items.every((x: { kind: string; status: string }) => x.kind === 'TELEGRAM' && x.status === 'SENT'),
    ).toBe(true);
    expectRefusal(
      await d.pmc.call('GET', '/api/notify-channel/delivery/list', {
        query: { communityID: c, lastKey: 'zz' },
      }),
      400,
    );
    expectRefusal(
      await d.pmc.call('GET', '/api/notify-channel/delivery/list', {
        query: { communityID: c, status: 'LOST' },
      }),
      400,
    );
  });
});
