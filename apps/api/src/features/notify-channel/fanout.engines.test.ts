import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createTestApp, type TestApp } from '../../test/test-app';
import { alertsDesk, alertsEnv, type FakeProviders, fakeProviders, TELEGRAM_TOKEN } from './alerts-test-kit';
import { notifyDeliveries } from './tables';

/**
 * 100 staff notifications at once to one Telegram chat, drained by two API instances on one
 * database (and, on PostgreSQL, one Redis): 100 deliveries, each message sent exactly once.
 */
const onPostgres = process.env.TEST_DB === 'postgres';

describe('100 notifications at once to one channel', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let fake: FakeProviders;

  beforeAll(async () => {
    fake = await fakeProviders();
    a = await createTestApp({
      ...alertsEnv(fake),
      ...(onPostgres && process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    });
    b = await buildApp({ config: a.config, db: a.appDb, logger: false });
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await fake?.close();
  });

  it('makes 100 deliveries and sends none twice across two instances', async () => {
    const d = await alertsDesk(a);
    const res = await d.admin.call('PUT', '/api/telegram-notify/setting', {
      body: {
        communityID: d.kit.id,
        enabled: true,
        features: ['PARCEL'],
        digest: false,
        chatID: '-100300',
        botToken: TELEGRAM_TOKEN,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const raise = (i: number, app: FastifyInstance) =>
      app.services.notify(
        d.kit.id,
        { kind: 'staff' },
        { title: `Parcel ${i}`, body: `Box ${i}`, featureEnum: 'PARCEL' },
      );
    await Promise.all(Array.from({ length: 100 }, (_, i) => raise(i, i % 2 ? a.app : b)));

    const rows = await a.db.select().from(notifyDeliveries).where(eq(notifyDeliveries.communityId, d.kit.id));
    expect(rows).toHaveLength(100);
    // Both instances drain at once, twice over (a stray second pass must send nothing).
    await Promise.all([a.app.services.jobs.runDue(), b.services.jobs.runDue()]);
    await Promise.all([a.app.services.jobs.runDue(), b.services.jobs.runDue()]);

    const texts = fake.of('/sendMessage').map((r) => JSON.parse(r.body).text as string);
    expect(texts).toHaveLength(100);
    expect(new Set(texts).size).toBe(100);
    const after = await a.db
      .select()
      .from(notifyDeliveries)
      .where(eq(notifyDeliveries.communityId, d.kit.id));
    expect(after.every((r) => r.status === 'SENT' && r.attempts === 1)).toBe(true);
  });

  // A second and a half on a quiet machine; the wait below ends as soon as all 200 arrive, and
  // allows a loaded CI machine a minute (a run beside other suites once took 26 s).
  it('sends each of 200 raised while both instances drain once, and leaves none behind', {
    timeout: 120_000,
  }, async () => {
    const d = await alertsDesk(a);
    const res = await d.admin.call('PUT', '/api/telegram-notify/setting', {
      body: {
        communityID: d.kit.id,
        enabled: true,
        features: ['PARCEL'],
        digest: false,
        chatID: '-100301',
        botToken: TELEGRAM_TOKEN,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const ours = () =>
      fake
        .of('/sendMessage')
        .map((r) => JSON.parse(r.body))
        .filter((m) => m.chat_id === '-100301')
        .map((m) => m.text as string);
    // Both poll while the notifications come, ten at a time, and each answer takes 20 ms:
    // deliveries lean on anchors that batches are taking, and are queued while batches are out.
    const answer = {
      ok: true,
      result: { message_id: 1, date: 0, chat: { id: -1, type: 'group', title: 'x' } },
    };
    fake.script(
      'sendMessage',
      ...Array.from({ length: 200 }, () => ({ status: 200, body: answer, delayMs: 20 })),
    );
    a.app.services.jobs.start({ intervalMs: 20 });
    b.services.jobs.start({ intervalMs: 20 });
    try {
      for (let i = 0; i < 200; i += 10)
        await Promise.all(
          Array.from({ length: 10 }, (_, j) =>
            (j % 2 ? a.app : b).services.notify(
              d.kit.id,
              { kind: 'staff' },
              { title: `Late ${i + j}`, body: `Box ${i + j}`, featureEnum: 'PARCEL' },
            ),
          ),
        );
      const deadline = Date.now() + 60_000;
      while (ours().length < 200 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      await a.app.services.jobs.stop();
      await b.services.jobs.stop();
    }
    expect(ours()).toHaveLength(200);
    expect(new Set(ours()).size).toBe(200);
    const rows = await a.db.select().from(notifyDeliveries).where(eq(notifyDeliveries.communityId, d.kit.id));
    expect(rows.every((r) => r.status === 'SENT' && r.attempts === 1)).toBe(true);
  });
});
