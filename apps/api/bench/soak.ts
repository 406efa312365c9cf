import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '../src/platform/db/client';
import { migratePostgresDatabase } from '../src/platform/db/migrate';
import { ensurePooledLogin, type OwnPgBouncer, startOwnPgBouncer } from '../src/test/own-pgbouncer';
import { type OwnPostgres, postgresBin, startOwnPostgres } from '../src/test/own-servers';
import { seedBenchBilling } from './billing-bench-data';
import { type SoakRig, startFaults } from './soak-faults';
import { dataDirs, startInstance, token } from './soak-instances';
import { workerFleet } from './soak-worker-fault';
import { tcpCut } from './tcp-cut';

/**
 * `npm run soak`: many simulated staff and residents for minutes against two API instances of
 * the compiled build on one PostgreSQL and one Redis, as a deployment runs; prints p50/p99 per
 * operation and every error. Asserts nothing. SOAK_USERS (default 200) and SOAK_SECONDS (300)
 * size it; BENCH_DATABASE_URL (or TEST_DATABASE_URL) names the PostgreSQL server, where it makes
 * and drops its own database; REDIS_URL the Redis.
 *
 * SOAK_FAULTS (`postgres,redis,worker` or `all`) adds faults under the load, one after another,
 * and prints what each did (soak-faults.ts): PostgreSQL restarted (`pg_ctl restart` of a cluster
 * of the soak's own when PostgreSQL's programs are installed, else every session of its database
 * terminated), Redis cut off (a relay of its own in front of it; the shared Redis is never
 * stopped), a job worker killed mid-job (the instances then run no jobs; two workers do).
 * Beside the load, writers record every acknowledged write and look them all up at the end.
 * SOAK_POOLER=pgbouncer puts a PgBouncer of its own (transaction pooling) in front of the database.
 */
const FAULTS = new Set(
  (process.env.SOAK_FAULTS ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean)
    .flatMap((f) => (f === 'all' ? ['postgres', 'redis', 'worker'] : [f])),
);
const POOLER = process.env.SOAK_POOLER === 'pgbouncer';
const sharedUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
if (!sharedUrl || !redisUrl) {
  console.error('soak: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) and REDIS_URL');
  process.exit(2);
}
const USERS = Number(process.env.SOAK_USERS ?? 200);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const C = 'communityID=riverside-condo';

interface Op {
  name: string;
  who: 'staff' | 'resident';
  method?: 'GET' | 'PUT' | 'POST';
  url: string;
  body?: object;
}
/** A day at the office and in the app: mostly reading lists, some searching, some writing. */
const OPS: Op[] = [
  { name: 'notification badge', who: 'staff', url: `/api/notification/badge/count?${C}` },
  { name: 'notification inbox', who: 'staff', url: `/api/notification/inbox?${C}` },
  { name: 'parcel desk list', who: 'staff', url: `/api/parcel/pmc?${C}` },
  { name: 'parcel search', who: 'staff', url: `/api/parcel/search?${C}&q=A-03` },
  { name: 'parcel overdue count', who: 'staff', url: `/api/parcel/overdue/count?${C}` },
  { name: 'announcement list', who: 'staff', url: `/api/announcement/list?${C}` },
  { name: 'billing list', who: 'staff', url: `/api/billing/list?${C}` },
  { name: 'billing summary', who: 'staff', url: `/api/billing/summary?${C}` },
  {
    name: 'mark inbox read (write)',
    who: 'staff',
    method: 'PUT',
    url: '/api/notification/inbox/read-all',
    body: { communityID: 'riverside-condo' },
  },
  { name: 'resident parcels', who: 'resident', url: `/api/parcel/my?${C}` },
  { name: 'resident bills', who: 'resident', url: `/api/billing/my/list?${C}` },
  { name: 'resident announcements', who: 'resident', url: `/api/announcement/resident/list?${C}` },
  { name: 'resident badge', who: 'resident', url: `/api/notification/badge/count?${C}` },
];

const bin = FAULTS.has('postgres') ? postgresBin() : null;
const cluster: OwnPostgres | undefined = bin
  ? await startOwnPostgres(bin, [4770, 4789], { maxConnections: 100 })
  : undefined;
const serverUrl = cluster?.url ?? sharedUrl;

async function adminQuery(text: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

const name = `soak_${Date.now()}`;
const target = new URL(serverUrl);
target.pathname = `/${name}`;
await adminQuery(`create database ${name}`);
const owner = new pg.Pool({ connectionString: target.toString(), max: 2 });
let pooler: OwnPgBouncer | undefined;
const redis = FAULTS.has('redis') ? await tcpCut(redisUrl, 4790) : undefined;
const shared: Record<string, string> = {
  DATABASE_URL: target.toString(),
  REDIS_URL: redis?.url ?? redisUrl,
  REDIS_PREFIX: `${name}:`,
  JWT_SECRET: 'a-soak-secret-shared-by-both-instances-0123',
};
const jobsOnWorkers = FAULTS.has('worker');
// A short lease, so a killed worker's job is taken over within the soak (60 s by default).
const fleet = workerFleet(() => ({ ...shared, JOB_LEASE_MS: '5000', JOB_POLL_MS: '200' }));
const instances: ChildProcess[] = [];
try {
  if (POOLER) {
    // The pooled login is a member of cc_app, which the first migration creates.
    await migratePostgresDatabase(owner);
    await ensurePooledLogin(serverUrl);
    pooler = await startOwnPgBouncer(serverUrl, { poolSize: 20, ports: [4791, 4799] });
    Object.assign(shared, { DATABASE_URL: pooler.url(name), DATABASE_MIGRATION_URL: target.toString() });
  }
  const runJobs = jobsOnWorkers ? 'false' : 'true';
  instances.push(await startInstance(4710, { ...shared, SEED_DEMO: 'true', RUN_JOBS: runJobs }));
  instances.push(await startInstance(4711, { ...shared, SEED_DEMO: 'false', RUN_JOBS: 'false' }));
  if (jobsOnWorkers) {
    await seedBenchBilling(drizzle({ client: owner }) as unknown as Database, 0);
    await fleet.start();
    await fleet.start();
  }
  const bases = ['http://127.0.0.1:4710', 'http://127.0.0.1:4711'];
  const auth = {
    staff: await token(bases[0]!, 'pmc@demo.test'),
    resident: await token(bases[1]!, 'resident@demo.test'),
  };
  const call = async (op: Op, base: string) => {
    const t0 = performance.now();
    const res = await fetch(`${base}${op.url}`, {
      method: op.method ?? 'GET',
      headers: { authorization: auth[op.who], ...(op.body ? { 'content-type': 'application/json' } : {}) },
      body: op.body ? JSON.stringify(op.body) : undefined,
    });
    await res.arrayBuffer();
    return { ms: performance.now() - t0, status: res.status };
  };
  for (const op of OPS) {
    const { status } = await call(op, bases[0]!);
    if (status !== 200) throw new Error(`${op.name} answers ${status}: fix the soak's operation list`);
  }
  const times = new Map(OPS.map((op) => [op.name, [] as number[]]));
  const errors = new Map<string, number>();
  const outcomes: SoakRig['outcomes'] = [];
  const deadline = performance.now() + SECONDS * 1000;
  let n = 0;
  console.log(
    `soak: ${USERS} simulated users for ${SECONDS} s over 2 instances (PostgreSQL${pooler ? ' through PgBouncer' : ''}, Redis)` +
      (FAULTS.size ? `; faults: ${[...FAULTS].join(', ')}` : ''),
  );
  const faults = FAULTS.size
    ? startFaults(FAULTS, SECONDS, {
        bases,
        dataDirs,
        staffToken: auth.staff,
        outcomes,
        redis,
        fleet,
        owner,
        async restartPostgres() {
          if (cluster) {
            await cluster.restart();
            return 'pg_ctl restart -m fast (a cluster of its own)';
          }
          await adminQuery(
            `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid()`,
          );
          return 'every session of its database terminated (pg_terminate_backend; no PostgreSQL programs here)';
        },
      })
    : undefined;
  const user = async (u: number) => {
    // Each user thinks a little between clicks, as people do: 0.2 to 1 s.
    while (performance.now() < deadline) {
      const op = OPS[(u * 7 + n++) % OPS.length]!;
      try {
        const { ms, status } = await call(op, bases[n % 2]!);
        outcomes.push({ at: performance.now(), status });
        if (status >= 400) errors.set(`${op.name} ${status}`, (errors.get(`${op.name} ${status}`) ?? 0) + 1);
        else times.get(op.name)!.push(ms);
      } catch (err) {
        outcomes.push({ at: performance.now(), status: 0 });
        const key = `${op.name} ${(err as Error).message}`;
        errors.set(key, (errors.get(key) ?? 0) + 1);
      }
      await new Promise((resolve) => setTimeout(resolve, 200 + Math.random() * 800));
    }
  };
  await Promise.all(Array.from({ length: USERS }, (_, u) => user(u)));
  const faultReport = await faults?.finish();
  const at = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? 0;
  console.log(
    `${'operation'.padEnd(28)}${'requests'.padStart(10)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}`,
  );
  let total = 0;
  for (const [op, xs] of times) {
    xs.sort((a, b) => a - b);
    total += xs.length;
    console.log(
      `${op.padEnd(28)}${String(xs.length).padStart(10)}${at(xs, 0.5).toFixed(1).padStart(9)}${at(xs, 0.99).toFixed(1).padStart(9)}`,
    );
  }
  const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
  console.log(`total ${total} answered, ${(total / SECONDS).toFixed(0)} req/s; errors: ${errorCount}`);
  for (const [key, count] of errors) console.log(`  ${count} x ${key}`);
  if (faultReport) {
    console.log(`faults (${os.cpus().length} cores, ${new Date().toISOString().slice(0, 10)}):`);
    for (const line of faultReport) console.log(`  ${line}`);
  }
} finally {
  for (const child of instances) child.kill('SIGTERM');
  fleet.stop();
  await new Promise((resolve) => setTimeout(resolve, 1500));
  await owner.end();
  await pooler?.stop();
  await redis?.close();
  if (cluster) await cluster.destroy();
  else await adminQuery(`drop database if exists ${name} with (force)`);
  for (const dir of [...dataDirs, ...fleet.dataDirs]) await fs.rm(dir, { recursive: true, force: true });
}
