import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { readChannel } from '../src/features/notify-channel/channel-queries';
import { queueFor } from '../src/features/notify-channel/queue-message';
import { communityScope } from '../src/platform/db/community-scope';
import { benchOnTestDatabase, openBenchHost } from './bench-host';
import { fakeTelegram } from './notify-bench-fake';

const DELIVERIES = 1_000;
const BATCH = 100;
const COMMUNITY = 'riverside-condo';
const TARGET_MS = 10_000;

/**
 * Office alerts: 1,000 deliveries queued for one Telegram chat, then drained to a fake endpoint on
 * this machine by one job runner, and again by two runners at once (two workers). Target: the
 * 1,000 drained in under 10 s. Printed, never asserted.
 */
export async function notifyBench() {
  benchOnTestDatabase();
  const host = await openBenchHost('notify', { ownDatabase: true });
  const fake = await fakeTelegram();
  const env = {
    TELEGRAM_API_ROOT: fake.url,
    NOTIFY_ALLOW_PRIVATE_URLS: 'true',
    NOTIFY_SECRET_KEY: randomBytes(32).toString('hex'),
  };
  const a = await host.buildApp(env);
  const b = await host.buildApp(env);
  try {
    await Promise.all([a.ready(), b.ready()]);
    const token = await signInAdmin(a);
    const saved = await a.inject({
      method: 'PUT',
      url: '/api/telegram-notify/setting',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        communityID: COMMUNITY,
        enabled: true,
        features: ['PARCEL'],
        digest: false,
        chatID: '-100500',
        botToken: '123:bench-token',
      },
    });
    if (saved.statusCode !== 200) throw new Error(`channel not saved: ${saved.body}`);
    console.log(`\nOffice alerts: ${DELIVERIES} deliveries to a fake Telegram endpoint (${host.engine})`);
    const rows: string[][] = [];
    for (const runners of [1, 2]) {
      const queuedMs = await queue(a, `r${runners}`);
      const before = fake.received();
      const started = performance.now();
      const apps = runners === 1 ? [a] : [a, b];
      await Promise.all(apps.map((app) => app.services.jobs.runDue()));
      const drainMs = performance.now() - started;
      const sent = fake.received() - before;
      rows.push([
        `${runners} runner${runners > 1 ? 's' : ''}`,
        `${(queuedMs / 1000).toFixed(2)} s`,
        `${(drainMs / 1000).toFixed(2)} s`,
        `${Math.round((sent / drainMs) * 1000)}/s`,
        String(sent),
        drainMs < TARGET_MS ? 'met' : 'NOT met',
      ]);
    }
    console.table(
      rows.map(([runners, queued, drained, rate, sent, target]) => ({
        runners,
        queued,
        drained,
        rate,
        sent,
        'target < 10 s': target,
      })),
    );
    console.log(
      `  distinct texts received: ${fake.distinct()} of ${fake.received()} (none twice when equal); load ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`,
    );
  } finally {
    await a.close();
    await b.close();
    await fake.close();
  }
}

async function signInAdmin(app: FastifyInstance) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/authentication/token',
    headers: { authorization: `Basic ${Buffer.from('web-console:web-console-secret').toString('base64')}` },
    payload: { grant_type: 'password', username: 'admin@demo.test', password: 'demo1234' },
  });
  return res.json().access_token as string;
}

/** The deliveries and their jobs written in transactions of 100, as a burst of notifications would. */
async function queue(app: FastifyInstance, tag: string) {
  const s = app.services;
  const scope = communityScope(s.db, COMMUNITY);
  const started = performance.now();
  for (let i = 0; i < DELIVERIES; i += BATCH)
    await scope.run(async (tx) => {
      const channel = (await readChannel(tx, scope, 'TELEGRAM'))!;
      for (let j = i; j < i + BATCH; j++)
        await queueFor(s, tx, scope, [channel], {
          messageKey: `bench:${tag}:${j}`,
          featureEnum: 'PARCEL',
          title: `Parcel ${tag}-${j}`,
          body: `A box at the desk (${j})`,
        });
    });
  return performance.now() - started;
}
