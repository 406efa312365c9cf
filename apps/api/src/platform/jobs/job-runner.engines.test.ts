import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../app';
import { createTestApp, type TestApp } from '../../test/test-app';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { createJobRunner, type JobHandler } from './job-runner';
import { jobs } from './tables';

let t: TestApp;
/** On PostgreSQL a second pool, as a second API instance would have; on PGlite the one database. */
let other: DatabaseHandle | undefined;
beforeAll(async () => {
  t = await createTestApp();
  if (t.databaseUrl) other = await openDatabase({ url: t.databaseUrl });
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

const kind = () => `test.${crypto.randomUUID().slice(0, 8)}`;
/** The runner's mechanics do not depend on the payload's shape: any payload fits these kinds. */
const anyPayload = (handle: JobHandler) => ({ payload: z.unknown(), handle });
const jobRow = async (id: number) => (await t.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('job runner', () => {
  it('runs a due job once, with its payload, and leaves a job not yet due alone', async () => {
    const runner = createJobRunner(t.db);
    const k = kind();
    const seen: unknown[] = [];
    runner.register(
      k,
      anyPayload(async (payload) => void seen.push(payload)),
    );
    const due = await runner.schedule(k, { n: 1 });
    const later = await runner.schedule(k, { n: 2 }, new Date(Date.now() + 60_000));
    expect(await runner.runDue()).toBe(1);
    expect(await runner.runDue()).toBe(0);
    expect(seen).toEqual([{ n: 1 }]);
    expect(await jobRow(due)).toMatchObject({ status: 'DONE', attempts: 1, lockedBy: null });
    expect(await jobRow(later)).toMatchObject({ status: 'PENDING', attempts: 0 });
  });

  it('tries a failing job again after its back-off, then gives up after maxAttempts', async () => {
    const runner = createJobRunner(t.db, { backoffMs: () => 0 });
    const k = kind();
    let calls = 0;
    runner.register(
      k,
      anyPayload(async () => {
        calls++;
        if (calls < 3) throw new Error(`boom ${calls}`);
      }),
    );
    const id = await runner.schedule(k, {});
    await runner.runDue();
    expect(calls).toBe(3);
    expect(await jobRow(id)).toMatchObject({ status: 'DONE', attempts: 3, lastError: 'boom 2' });

    const hopeless = kind();
    runner.register(
      hopeless,
      anyPayload(async () => {
        throw new Error('never');
      }),
    );
    const failing = await runner.schedule(hopeless, {}, new Date(), { maxAttempts: 2 });
    await runner.runDue();
    expect(await jobRow(failing)).toMatchObject({ status: 'FAILED', attempts: 2, lastError: 'never' });
  });

  it('waits out the back-off before the next attempt', async () => {
    const runner = createJobRunner(t.db); // default: 5 s after the first failure
    const k = kind();
    let calls = 0;
    runner.register(
      k,
      anyPayload(async () => {
        calls++;
        throw new Error('down');
      }),
    );
    const id = await runner.schedule(k, {});
    await runner.runDue();
    expect(calls).toBe(1);
    const row = await jobRow(id);
    expect(row.status).toBe('PENDING');
    expect(row.runAt.getTime()).toBeGreaterThan(Date.now() + 3_000);
  });

  it('gives each due job to exactly one of two instances claiming at once', async () => {
    const k = kind();
    const runs = new Map<number, string[]>();
    const make = (name: string, db = t.db) => {
      const runner = createJobRunner(db, { instanceId: name });
      runner.register(
        k,
        anyPayload(async (_p, ctx) => {
          runs.set(ctx.jobId, [...(runs.get(ctx.jobId) ?? []), name]);
          await sleep(2);
        }),
      );
      return runner;
    };
    const a = make('a');
    const b = make('b', other?.db ?? t.db);
    const ids = await Promise.all(Array.from({ length: 40 }, (_, i) => a.schedule(k, { i })));
    const [ranA, ranB] = await Promise.all([a.runDue(), b.runDue()]);
    expect(ranA + ranB).toBe(40);
    expect([...runs.keys()].sort()).toEqual([...ids].sort());
    for (const who of runs.values()) expect(who).toHaveLength(1);
    if (other) expect(Math.min(ranA, ranB)).toBeGreaterThan(0);
  });

  it('never claims a kind it has no handler for', async () => {
    const mine = createJobRunner(t.db);
    mine.register(
      kind(),
      anyPayload(async () => {}),
    );
    const theirs = createJobRunner(t.db);
    const notMine = kind();
    theirs.register(
      notMine,
      anyPayload(async () => {}),
    );
    const id = await theirs.schedule(notMine, {});
    expect(await mine.runDue()).toBe(0);
    expect((await jobRow(id)).status).toBe('PENDING');
  });

  it('takes over a job whose instance died mid-run once its lease runs out', async () => {
    const k = kind();
    const died = createJobRunner(t.db);
    died.register(
      k,
      anyPayload(async () => {}),
    );
    const id = await died.schedule(k, {});
    await t.db
      .update(jobs)
      .set({
        status: 'RUNNING',
        attempts: 1,
        lockedBy: 'dead',
        lockedUntil: sql`now() - interval '1 second'`,
      })
      .where(eq(jobs.id, id));
    const heir = createJobRunner(t.db, { instanceId: 'heir' });
    let ran = 0;
    heir.register(
      k,
      anyPayload(async () => void ran++),
    );
    await heir.runDue();
    expect(ran).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: 'DONE', attempts: 2 });
  });

  it('survives a restart: a job scheduled by one app runs in the next one on the same database', async () => {
    const k = kind();
    const first = await buildApp({ config: t.config, db: t.db, logger: false });
    first.services.jobs.register(
      k,
      anyPayload(async () => {}),
    ); // never polled: it only schedules
    const id = await first.services.jobs.schedule(k, { note: 'before restart' }, new Date(Date.now() + 200));
    await first.close();

    const second = await buildApp({ config: t.config, db: t.db, logger: false });
    const seen: unknown[] = [];
    second.services.jobs.register(
      k,
      anyPayload(async (p) => void seen.push(p)),
    );
    second.services.jobs.start({ intervalMs: 50 });
    for (let i = 0; i < 100 && seen.length === 0; i++) await sleep(50);
    await second.close(); // stops polling, after the job in hand
    expect(seen).toEqual([{ note: 'before restart' }]);
    expect((await jobRow(id)).status).toBe('DONE');
  });

  it('polls only once started, and stops with stop()', async () => {
    const runner = createJobRunner(t.db);
    const k = kind();
    let ran = 0;
    runner.register(
      k,
      anyPayload(async () => void ran++),
    );
    await runner.schedule(k, {});
    await sleep(150);
    expect(ran).toBe(0);
    runner.start({ intervalMs: 30 });
    for (let i = 0; i < 50 && ran === 0; i++) await sleep(20);
    expect(ran).toBe(1);
    await runner.stop();
    await runner.schedule(k, {});
    await sleep(150);
    expect(ran).toBe(1);
  });

  it('refuses to schedule a kind no one registered, or a payload that does not fit', async () => {
    const runner = createJobRunner(t.db);
    const k = kind();
    runner.register(k, { payload: z.object({ postID: z.uuid() }), handle: async () => {} });
    await expect(runner.schedule(kind(), {})).rejects.toThrow(/No job kind test\.\w+ is registered/);
    await expect(runner.schedule(k, { postID: 'not a uuid' })).rejects.toThrow(/does not fit test\.\w+/);
    await expect(runner.schedule(k, { postID: crypto.randomUUID() })).resolves.toBeGreaterThan(0);
  });

  it('fails a stored payload that no longer fits for good, without handing it to the handler', async () => {
    const runner = createJobRunner(t.db);
    const k = kind();
    let handled = 0;
    runner.register(k, { payload: z.object({ n: z.number() }), handle: async () => void handled++ });
    const id = await runner.schedule(k, { n: 1 });
    await t.db
      .update(jobs)
      .set({ payload: { n: 'one' } })
      .where(eq(jobs.id, id));
    await runner.runDue();
    expect(handled).toBe(0);
    const row = await jobRow(id);
    expect(row).toMatchObject({ status: 'FAILED', attempts: 1 });
    expect(row.lastError).toMatch(/payload does not fit/);
  });
});

describe('job runner with the database away', () => {
  it('keeps polling through failed polls, less often, and picks up once the database answers', async () => {
    let away = true;
    const polls: number[] = [];
    let inPoll = false;
    // The database as the runner sees it: every statement fails while `away`, as in a restart.
    const flaky = new Proxy(t.db, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver);
        if (key !== 'execute') return value;
        return (...args: unknown[]) => {
          // One poll may run two statements (the hourly purge beside the claim), both issued
          // before the poll's turn of the event loop ends: a poll is the first statement of a
          // turn, however long a busy machine takes between the two.
          if (!inPoll) {
            inPoll = true;
            polls.push(Date.now());
            setImmediate(() => {
              inPoll = false;
            });
          }
          if (away)
            return Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
    const lines: string[] = [];
    const log = {
      info: (_: object, msg?: string) => void lines.push(msg ?? ''),
      warn: (_: object, msg?: string) => void lines.push(msg ?? ''),
      error: (_: object, msg?: string) => void lines.push(msg ?? ''),
    };
    const runner = createJobRunner(flaky, { log });
    const k = kind();
    const seen: unknown[] = [];
    runner.register(
      k,
      anyPayload(async (payload) => void seen.push(payload)),
    );
    runner.start({ intervalMs: 20 });
    try {
      while (polls.length < 4) await sleep(10);
      // Backing off: after the third failed poll the next waits 4 intervals (20, 40, 80 ms ...).
      const gaps = polls.slice(1).map((p, i) => p - polls[i]!);
      expect(gaps[2]).toBeGreaterThanOrEqual(75);
      expect(lines.filter((l) => l.startsWith('job poll failed'))).toHaveLength(1);

      away = false;
      const scheduler = createJobRunner(t.db);
      scheduler.register(
        k,
        anyPayload(async () => {}),
      );
      await scheduler.schedule(k, { after: 'the outage' });
      while (seen.length === 0) await sleep(10);
      expect(seen).toEqual([{ after: 'the outage' }]);
      // Said once the poll that ran the job has finished, a moment after the job itself.
      await expect.poll(() => lines).toContain('job polls succeed again');
    } finally {
      await runner.stop();
    }
  });
});
