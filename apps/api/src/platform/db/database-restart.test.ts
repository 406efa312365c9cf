import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { seedDemoData } from '../../seed/demo-data';
import { connectLive, type LiveClient, listen, liveUrl } from '../../test/live-client';
import { type OwnPostgres, postgresBin, startOwnPostgres, waitUntil } from '../../test/own-servers';
import { CLIENT_AUTH } from '../../test/test-app';
import { localFileStorage } from '../files/file-storage';
import { createJobRunner, type JobRunner } from '../jobs/job-runner';
import { type DatabaseHandle, openDatabase } from './client';

/**
 * The database restarted under load, on a cluster of the test's own: the process lives, what
 * is in flight answers 503 in the caller's language (never 500), the pool reconnects, live
 * sockets and the job runner carry on, and every write the API acknowledged is stored.
 * Runs once, in whichever project holds the whole suite (it needs no shared test database).
 */
const bin = postgresBin();
const COMMUNITY = 'riverside-condo';
const CLIENTS = 20;

describe.skipIf(!bin)('PostgreSQL restarted under load', () => {
  let cluster: OwnPostgres;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let runner: JobRunner;
  let dataDir: string;
  let token: string;
  let closedEarly = false;
  const poolWarnings: string[] = [];
  const processFaults: unknown[] = [];
  const onFault = (err: unknown) => processFaults.push(err);

  beforeAll(async () => {
    process.on('uncaughtException', onFault);
    process.on('unhandledRejection', onFault);
    cluster = await startOwnPostgres(bin!, [4700, 4719]);
    const log = { warn: (_: object, msg?: string) => void poolWarnings.push(msg ?? ''), error() {} };
    database = await openDatabase({ url: cluster.url, log });
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cc-restart-'));
    await seedDemoData(database.db, localFileStorage(path.join(dataDir, 'uploads')));
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      WEB_DIST: path.join(dataDir, 'none'),
    });
    app = await buildApp({ config, db: database.db, logger: false });
    runner = createJobRunner(database.db);
    await listen(app);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/authentication/token',
      headers: { authorization: CLIENT_AUTH },
      payload: { grant_type: 'password', username: 'pmc@demo.test', password: 'demo1234' },
    });
    token = signIn.json<{ access_token: string }>().access_token;
  }, 60_000);

  /** Ends the load and waits for it, also when the test failed midway. */
  let stopLoad = async () => {};
  afterAll(async () => {
    await stopLoad();
    if (!closedEarly) {
      await runner?.stop();
      await app?.close();
      await database?.close();
    }
    await cluster?.destroy();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
    process.off('uncaughtException', onFault);
    process.off('unhandledRejection', onFault);
  });

  const writeCategory = (name: string, lang = 'en') =>
    app.inject({
      method: 'POST',
      url: '/api/community/phonebook/category',
      headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
      payload: { communityID: COMMUNITY, name },
    });

  it('lives through it, answers 503 meanwhile and stores every acknowledged write', async () => {
    const base = app.server.address() as { port: number };
    const live: LiveClient = (await connectLive(liveUrl(`http://127.0.0.1:${base.port}`, COMMUNITY), token))
      .client;
    const ran: number[] = [];
    runner.register('restart-probe', {
      payload: z.object({ n: z.number() }),
      handle: async ({ n }) => void ran.push(n),
    });
    runner.start({ intervalMs: 50 });

    // CLIENTS clients write one category after another, each named for who wrote it when.
    const acknowledged: string[] = [];
    const statuses = new Map<number, number>();
    let stopping = false;
    let written = 0;
    const client = async (c: number) => {
      for (let n = 0; !stopping; n++) {
        const name = `c${c}-${n}`;
        const res = await writeCategory(name);
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        if (res.statusCode === 200) {
          acknowledged.push(name);
          written++;
        }
        // A client told to retry waits a little (Retry-After, shortened for the test).
        if (res.statusCode === 503) await new Promise((r) => setTimeout(r, 20));
      }
    };
    const load = Array.from({ length: CLIENTS }, (_, c) => client(c));
    stopLoad = async () => {
      stopping = true;
      await Promise.allSettled(load);
    };
    await waitUntil(() => written >= 100, 10_000, 'no writes');

    await cluster.stop();
    const stoppedAt = Date.now();
    // While it is away: 503, retryable, in the caller's language; health says so too.
    const refused = await writeCategory('during-outage', 'th');
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('3');
    expect(refused.json()).toMatchObject({
      isSuccess: false,
      code: 'SERVICE_UNAVAILABLE',
      message: 'ระบบไม่พร้อมให้บริการชั่วคราว กรุณาลองใหม่อีกครั้งในอีกสักครู่',
    });
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(503);
    await waitUntil(() => (statuses.get(503) ?? 0) >= CLIENTS, 5_000, 'the load saw no 503s');

    await cluster.start();
    const startedAt = Date.now();
    const before = written;
    await waitUntil(() => written > before, 10_000, 'no write succeeded after the restart');
    const recoveredMs = Date.now() - startedAt;
    expect(recoveredMs).toBeLessThan(5_000);
    await waitUntil(() => written >= before + 100, 10_000, 'writes did not carry on');
    // And once more in one go, as an operator or a managed service restarts it.
    await cluster.restart();
    const restarted = written;
    await waitUntil(() => written >= restarted + 50, 10_000, 'writes did not carry on after a restart');
    await stopLoad();

    // Nothing but 200 and 503; the process never met an error it did not handle.
    expect([...statuses.keys()].sort()).toEqual([200, 503]);
    expect(processFaults).toEqual([]);
    expect(poolWarnings).toContain('database connection lost; the pool reconnects on the next query');
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);

    // Every acknowledged write is there.
    const book = await app.inject({
      url: `/api/community/phonebook?communityID=${COMMUNITY}`,
      headers: { authorization: `Bearer ${token}` },
    });
    const stored = new Set(book.json<{ items: { name: string }[] }>().items.map((c) => c.name));
    const missing = acknowledged.filter((name) => !stored.has(name));
    expect(missing).toEqual([]);

    // The socket opened before the outage is still open and still hears new events.
    await app.services.notify(
      COMMUNITY,
      { kind: 'staff' },
      { title: 'After', body: 'b', featureEnum: 'PARCEL' },
    );
    expect(await live.next()).toMatchObject({ type: 'notification', item: { inboxTitle: 'After' } });
    // The job runner's failed polls did not end its loop.
    await runner.schedule('restart-probe', { n: 1 });
    await waitUntil(() => ran.includes(1), 5_000, 'the job runner did not pick up again');
    await live.close();

    // No client was lost to the outage: closing the app and the pool waits for none.
    await runner.stop();
    await app.close();
    const closed = database.close().then(() => true);
    const leaked = new Promise<boolean>((r) => setTimeout(() => r(false), 3_000).unref());
    expect(await Promise.race([closed, leaked])).toBe(true);
    closedEarly = true;

    console.info(
      `database restart: ${acknowledged.length} writes acknowledged, all stored (${stored.size} categories); ` +
        `${statuses.get(503)} answered 503 during a ${startedAt - stoppedAt} ms outage; ` +
        `first write ${recoveredMs} ms after the database was back; then pg_ctl restart -m fast likewise`,
    );
  });
});
