import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { BENCH_BUILDINGS, BENCH_COMMUNITY } from './billing-bench-data';

const API_DIR = path.resolve(import.meta.dirname, '..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Separate job workers (`dist/worker.js`) on the soak's database, started and killed by it. */
export interface WorkerFleet {
  children: ChildProcess[];
  /** Their data directories, for the soak to remove at the end. */
  dataDirs: string[];
  start(): Promise<ChildProcess>;
  stop(): void;
}

export function workerFleet(env: () => Record<string, string>): WorkerFleet {
  const children: ChildProcess[] = [];
  const dataDirs: string[] = [];
  return {
    children,
    dataDirs,
    async start() {
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cc-soak-worker-'));
      dataDirs.push(dataDir);
      const child = spawn(process.execPath, ['dist/worker.js'], {
        cwd: API_DIR,
        stdio: ['ignore', 'pipe', 'inherit'],
        env: { ...process.env, ...env(), DATA_DIR: dataDir, LOG_LEVEL: 'info' },
      });
      children.push(child);
      await new Promise<void>((resolve, reject) => {
        let seen = '';
        child.stdout!.on('data', (chunk: Buffer) => {
          if (seen === 'ready') return;
          seen += chunk.toString();
          if (seen.includes('worker ready')) {
            seen = 'ready';
            resolve();
          }
        });
        child.once('exit', (code) => reject(new Error(`worker exited (${code}) before it was ready`)));
      });
      return child;
    },
    stop: () => {
      for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    },
  };
}

interface Progress {
  status: string;
  done: number;
  total: number;
  created: number;
  lockedBy: string | null;
  attempts: number;
  jobStatus: string;
}

async function progress(owner: pg.Pool, runId: string): Promise<Progress | undefined> {
  const { rows } = await owner.query<Progress>(
    `select r.status, r.done, r.total, r.created_count as created, j.locked_by as "lockedBy",
       j.attempts, j.status as "jobStatus"
     from billing_runs r join jobs j on j.kind = 'billing.run' and j.payload->>'runID' = r.id::text
     where r.id = $1`,
    [runId],
  );
  return rows[0];
}

/**
 * A worker killed (SIGKILL) while it bills a run of BENCH_COMMUNITY's 3,000 units, batch by
 * batch: its lease runs out, another worker claims the job again and carries the run on from
 * what is still unbilled, so every unit ends with exactly one bill of the period.
 */
export async function workerPhase(
  fleet: WorkerFleet,
  owner: pg.Pool,
  base: string,
  staffToken: string,
): Promise<string[]> {
  const period = new Date().toISOString().slice(0, 7);
  const res = await fetch(`${base}/api/billing/run/create`, {
    method: 'POST',
    headers: { authorization: staffToken, 'content-type': 'application/json' },
    body: JSON.stringify({ communityID: BENCH_COMMUNITY, period, runKey: `soak-${Date.now()}` }),
  });
  const runId = ((await res.json()) as { data?: { runID: string } }).data?.runID;
  if (!runId) return [`worker: run/create answered ${res.status}`];
  let p: Progress | undefined;
  const t0 = performance.now();
  while (!(p?.done && p.lockedBy) && performance.now() - t0 < 30_000) {
    p = await progress(owner, runId);
    await sleep(10);
  }
  const holder = fleet.children.find((c) => p?.lockedBy?.includes(`:${c.pid}:`));
  if (!holder || !p) return [`worker: no worker was seen holding the run (${JSON.stringify(p)})`];
  const doneAtKill = p.done;
  holder.kill('SIGKILL');
  const killedAt = performance.now();
  const replacement = fleet.start();
  let takenOverMs = -1;
  while (performance.now() - killedAt < 180_000) {
    p = await progress(owner, runId);
    if (takenOverMs < 0 && p?.lockedBy && !p.lockedBy.includes(`:${holder.pid}:`))
      takenOverMs = performance.now() - killedAt;
    if (p?.status === 'DONE' || p?.status === 'FAILED') break;
    await sleep(50);
  }
  await replacement;
  const { rows } = await owner.query<{ bills: number; units: number }>(
    `select count(*)::int as bills, count(distinct unit_id)::int as units from billing_bills
     where community_id = $1 and period = $2 and status <> 'RECALLED'`,
    [BENCH_COMMUNITY, period],
  );
  const { bills, units } = rows[0]!;
  const expected = BENCH_BUILDINGS * 100;
  return [
    `worker: killed the worker holding a ${p?.total}-unit bill run at ${doneAtKill} done; another claimed it ` +
      `${takenOverMs < 0 ? 'NEVER' : `${(takenOverMs / 1000).toFixed(1)} s`} later (attempt ${p?.attempts}); run ${p?.status} ` +
      `${((performance.now() - killedAt) / 1000).toFixed(1)} s after the kill`,
    `  bills of the period: ${bills} for ${units} units of ${expected}: ${bills === expected && units === expected ? 'each billed once' : 'NOT each once'}`,
  ];
}
