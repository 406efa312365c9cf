import { and, eq, max, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '../../platform/jobs/tables';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  type AlertsDesk,
  advanceJobs,
  alertsDesk,
  alertsEnv,
  type FakeProviders,
  fakeProviders,
  TELEGRAM_TOKEN,
} from './alerts-test-kit';
import { DELIVER } from './deliver-job';
import { SEND_LIMIT } from './send-batch';
import { notifyDeliveries } from './tables';

/**
 * Batches: one job sends a burst SEND_LIMIT at a time and records each delivery once; a pause
 * a channel asks for holds the rest of the batch back; a batch cut short by a crash goes again
 * once its lease runs out. Each test has a community of its own, so its counts are its own.
 */
let t: TestApp;
let fake: FakeProviders;

beforeAll(async () => {
  fake = await fakeProviders();
  t = await createTestApp(alertsEnv(fake));
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => fake.clear());

const run = () => t.app.services.jobs.runDue();
/** Telegram's answer to a sendMessage, 300 ms after the request. */
const sent = () => ({
  status: 200,
  body: { ok: true, result: { message_id: 1, date: 0, chat: { id: -1, type: 'group', title: 'x' } } },
  delayMs: 300,
});
const tooMany = {
  status: 429,
  body: {
    ok: false,
    error_code: 429,
    description: 'Too Many Requests: retry after 3',
    parameters: { retry_after: 3 },
  },
};

async function telegramDesk(): Promise<AlertsDesk> {
  const d = await alertsDesk(t);
  const res = await d.admin.call('PUT', '/api/telegram-notify/setting', {
    body: {
      communityID: d.kit.id,
      enabled: true,
      features: ['PARCEL'],
      digest: false,
      chatID: '-100700',
      botToken: TELEGRAM_TOKEN,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return d;
}

/** `n` staff notifications one after another, each in its own transaction, as a busy desk raises them. */
async function raise(d: AlertsDesk, n: number) {
  for (let i = 0; i < n; i++)
    await t.app.services.notify(
      d.kit.id,
      { kind: 'staff' },
      { title: `Parcel ${d.kit.id} ${i}`, body: `Box ${i}`, featureEnum: 'PARCEL' },
    );
}

const rowsOf = (d: AlertsDesk) =>
  t.db.select().from(notifyDeliveries).where(eq(notifyDeliveries.communityId, d.kit.id));
const jobsOf = (d: AlertsDesk) =>
  t.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, DELIVER), sql`${jobs.payload}->>'communityID' = ${d.kit.id}`));
const textsOf = (d: AlertsDesk) =>
  fake
    .of('/sendMessage')
    .map((r) => JSON.parse(r.body).text as string)
    .filter((text) => text.startsWith(`Parcel ${d.kit.id} `));

describe('a batch of deliveries', () => {
  it('sends a burst SEND_LIMIT at a time from one job, and records each delivery once', async () => {
    const d = await telegramDesk();
    const n = SEND_LIMIT + 4;
    fake.script('sendMessage', ...Array.from({ length: n }, () => sent()));
    await raise(d, n);
    // The first delivery has a job; the others lean on it.
    expect(await jobsOf(d)).toHaveLength(1);

    await run();
    // Every answer took 300 ms: the first SEND_LIMIT were out together, never more.
    expect(fake.maxInFlight()).toBe(SEND_LIMIT);
    const texts = textsOf(d);
    expect(texts).toHaveLength(n);
    expect(new Set(texts).size).toBe(n);
    const rows = await rowsOf(d);
    expect(rows).toHaveLength(n);
    for (const row of rows)
      expect(row).toMatchObject({ status: 'SENT', attempts: 1, httpStatus: 200, sendingUntil: null });

    // No job of the burst is left waiting, and a second pass sends nothing.
    expect((await jobsOf(d)).map((j) => j.status)).toEqual(['DONE']);
    await advanceJobs(t);
    await run();
    expect(textsOf(d)).toHaveLength(n);
  });

  it('holds the rest of the batch back, uncounted, until the pause a 429 asks for has passed', async () => {
    const d = await telegramDesk();
    const n = SEND_LIMIT + 4;
    // The first answer is at once and a 429; the rest of the first SEND_LIMIT come later.
    fake.script('sendMessage', tooMany, ...Array.from({ length: SEND_LIMIT - 1 }, () => sent()));
    await raise(d, n);
    const before = Date.now();
    await run();
    expect(textsOf(d)).toHaveLength(SEND_LIMIT);
    const rows = await rowsOf(d);
    const by = (status: string) => rows.filter((r) => r.status === status);
    expect(by('SENT')).toHaveLength(SEND_LIMIT - 1);
    expect(by('FAILED')).toEqual([expect.objectContaining({ attempts: 1, httpStatus: 429 })]);
    const held = by('PENDING');
    expect(held).toHaveLength(n - SEND_LIMIT);
    for (const row of held) {
      expect(row).toMatchObject({ attempts: 0, sendingUntil: null });
      expect(row.nextAttemptAt!.getTime()).toBeGreaterThanOrEqual(before + 3_000);
    }
    // Nothing goes before the pause ends.
    expect(await run()).toBe(0);
    expect(textsOf(d)).toHaveLength(SEND_LIMIT);

    await advanceJobs(t);
    await run();
    const after = await rowsOf(d);
    expect(after.every((r) => r.status === 'SENT')).toBe(true);
    expect(after.map((r) => r.attempts).sort()).toEqual([...Array(n - 1).fill(1), 2]);
    expect(new Set(textsOf(d)).size).toBe(n);
    expect(textsOf(d)).toHaveLength(n + 1);
  });

  it('sends a batch cut short by a crash again once its lease has run out, and each delivery once', async () => {
    const d = await telegramDesk();
    await raise(d, 3);
    const [job] = await jobsOf(d);
    // An instance claimed the job and the three deliveries, then died: its job lease ran out.
    await t.db.execute(
      sql`update notify_deliveries set sending_until = now() + interval '2 minutes' where community_id = ${d.kit.id}`,
    );
    await t.db.execute(
      sql`update jobs set status = 'RUNNING', attempts = 1, locked_by = 'gone',
          locked_until = now() - interval '1 second' where id = ${job!.id}`,
    );

    // Taken over, the job finds the batch still leased: it sends nothing, and leaves a drain for after the lease.
    expect(await run()).toBe(1);
    expect(textsOf(d)).toHaveLength(0);
    const [lease] = await t.db
      .select({ until: max(notifyDeliveries.sendingUntil) })
      .from(notifyDeliveries)
      .where(eq(notifyDeliveries.communityId, d.kit.id));
    const drains = (await jobsOf(d)).filter((j) => j.status === 'PENDING');
    expect(drains).toHaveLength(1);
    expect(drains[0]!.payload).toEqual({ communityID: d.kit.id });
    expect(drains[0]!.runAt.getTime()).toBeGreaterThan(lease!.until!.getTime());

    // The lease runs out: the drain sends the three, once each.
    await t.db.execute(
      sql`update notify_deliveries set sending_until = now() - interval '1 second' where community_id = ${d.kit.id}`,
    );
    await advanceJobs(t);
    await run();
    expect(textsOf(d).sort()).toEqual([0, 1, 2].map((i) => `Parcel ${d.kit.id} ${i}\nBox ${i}`));
    expect((await rowsOf(d)).every((r) => r.status === 'SENT' && r.attempts === 1)).toBe(true);
  });

  it('takes a delivery queued while its batch is out into the next batch', async () => {
    const d = await telegramDesk();
    fake.script('sendMessage', sent(), sent());
    await raise(d, 1);
    const draining = run();
    // The first is out (its answer takes 300 ms): the second cannot lean on it and gets a job.
    while (textsOf(d).length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    await raise(d, 1);
    await draining;
    expect(textsOf(d)).toHaveLength(2);
    expect((await rowsOf(d)).every((r) => r.status === 'SENT' && r.attempts === 1)).toBe(true);
    expect(await jobsOf(d)).toHaveLength(2);
  });
});
