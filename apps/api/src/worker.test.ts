import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingBills } from './features/billing/tables';
import { queryRows } from './platform/db/client';
import { jobs } from './platform/jobs/tables';
import { startTestApp, type TestApp } from './test/test-app';

const API_DIR = path.resolve(import.meta.dirname, '..');
const JOBS = 24;

/** A worker process (src/worker.ts under tsx) on the test's PostgreSQL database. */
function startWorker(databaseUrl: string, dataDir: string, log: string[]): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
    cwd: API_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      JOB_POLL_MS: '100',
      LOG_LEVEL: 'info',
      REDIS_URL: '',
    },
  });
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (d: Buffer) => log.push(d.toString()));
  return child;
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) =>
    child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code)),
  );

describe.skipIf(!process.env.TEST_DATABASE_URL)('separate workers on PostgreSQL', () => {
  let t: TestApp;
  let databaseUrl: string;
  let dataDir: string;
  beforeAll(async () => {
    t = await startTestApp();
    const [{ name }] = (await queryRows<{ name: string }>(t.db, sql`select current_database() as name`)) as [
      { name: string },
    ];
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cc-worker-'));
  });
  afterAll(async () => {
    await t?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('two workers run every due job exactly once between them, and stop cleanly', async () => {
    const logs: string[][] = [[], []];
    const workers = logs.map((log) => startWorker(databaseUrl, dataDir, log));
    // Both polling before any job is due, so they compete for every one.
    const startBy = Date.now() + 60_000;
    while (!logs.every((log) => log.join('').includes('worker ready')) && Date.now() < startBy)
      await new Promise((resolve) => setTimeout(resolve, 100));
    // Due jobs written as the API writes them (this test app never polls): bill notices.
    const bills = await t.db
      .select({ id: billingBills.id })
      .from(billingBills)
      .where(eq(billingBills.communityId, 'riverside-condo'))
      .limit(JOBS);
    expect(bills).toHaveLength(JOBS);
    for (const bill of bills)
      await t.app.services.jobs.schedule('billing.notify', {
        communityID: 'riverside-condo',
        billIDs: [bill.id],
      });
    try {
      const deadline = Date.now() + 60_000;
      let pending = JOBS;
      while (pending > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        const [row] = await queryRows<{ n: number }>(
          t.db,
          sql`select count(*)::int as n from jobs where kind = 'billing.notify' and status <> 'DONE'`,
        );
        pending = row!.n;
      }
      expect(pending, logs.flat().join('')).toBe(0);
      const done = await t.db.select().from(jobs).where(eq(jobs.kind, 'billing.notify'));
      expect(done).toHaveLength(JOBS);
      // Claimed once each: one attempt, never a second runner.
      expect(done.every((j) => j.attempts === 1 && j.status === 'DONE')).toBe(true);
    } finally {
      for (const w of workers) w.kill('SIGTERM');
    }
    expect(await Promise.all(workers.map(exited))).toEqual([0, 0]);
  });

  it('refuses to start without a PostgreSQL to share', async () => {
    const log: string[] = [];
    const child = startWorker('', dataDir, log);
    expect(await exited(child)).toBe(1);
    expect(log.join('')).toMatch(/DATABASE_URL/);
  });
});
