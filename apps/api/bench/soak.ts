import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { CLIENT } from './sign-in';

/**
 * `npm run soak`: many simulated staff and residents for minutes against two API instances of
 * the compiled build on one PostgreSQL and one Redis, as a deployment runs; prints p50/p99 per
 * operation and every error. Asserts nothing. SOAK_USERS (default 200) and SOAK_SECONDS (300)
 * size it; BENCH_DATABASE_URL (or TEST_DATABASE_URL) names the PostgreSQL server, where it makes
 * and drops its own database; REDIS_URL the Redis.
 */
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
if (!serverUrl || !redisUrl) {
  console.error('soak: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) and REDIS_URL');
  process.exit(2);
}
const USERS = Number(process.env.SOAK_USERS ?? 200);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const C = 'communityID=riverside-condo';
const API_DIR = path.resolve(import.meta.dirname, '..');

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

async function adminQuery(text: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

async function startInstance(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cc-soak-'));
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: API_DIR,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  for (let i = 0; i < 600; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`instance on ${port} did not become ready`);
}

async function token(base: string, username: string) {
  const res = await fetch(`${base}/api/authentication/token`, {
    method: 'POST',
    headers: { authorization: CLIENT, 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username, password: 'demo1234' }),
  });
  if (!res.ok) throw new Error(`sign-in ${username}: ${res.status}`);
  return `Bearer ${((await res.json()) as { access_token: string }).access_token}`;
}

const name = `soak_${Date.now()}`;
const target = new URL(serverUrl);
target.pathname = `/${name}`;
await adminQuery(`create database ${name}`);
const shared = {
  DATABASE_URL: target.toString(),
  REDIS_URL: redisUrl,
  REDIS_PREFIX: `${name}:`,
  JWT_SECRET: 'a-soak-secret-shared-by-both-instances-0123',
};
const instances: ChildProcess[] = [];
try {
  instances.push(await startInstance(4710, { ...shared, SEED_DEMO: 'true' }));
  instances.push(await startInstance(4711, { ...shared, SEED_DEMO: 'false', RUN_JOBS: 'false' }));
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
  const deadline = performance.now() + SECONDS * 1000;
  let n = 0;
  console.log(`soak: ${USERS} simulated users for ${SECONDS} s over 2 instances (PostgreSQL, Redis)`);
  const user = async (u: number) => {
    // Each user thinks a little between clicks, as people do: 0.2 to 1 s.
    while (performance.now() < deadline) {
      const op = OPS[(u * 7 + n++) % OPS.length]!;
      try {
        const { ms, status } = await call(op, bases[n % 2]!);
        if (status >= 400) errors.set(`${op.name} ${status}`, (errors.get(`${op.name} ${status}`) ?? 0) + 1);
        else times.get(op.name)!.push(ms);
      } catch (err) {
        const key = `${op.name} ${(err as Error).message}`;
        errors.set(key, (errors.get(key) ?? 0) + 1);
      }
      await new Promise((resolve) => setTimeout(resolve, 200 + Math.random() * 800));
    }
  };
  await Promise.all(Array.from({ length: USERS }, (_, u) => user(u)));
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
} finally {
  for (const child of instances) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1500));
  await adminQuery(`drop database if exists ${name} with (force)`);
}
