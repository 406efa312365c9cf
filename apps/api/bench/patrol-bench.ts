import { readFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { patrolOps as ops } from '@cc/contracts/patrol-ops';
import { benchOnTestDatabase } from './bench-host';
import { launchServer } from './launch-server';
import { type Measurement, measureCount, printTable } from './measure';
import { PATROL_BENCH_COMMUNITY, type PatrolBenchFigures } from './patrol-bench-data';
import { signInAsPmc } from './sign-in';

interface Ready extends PatrolBenchFigures {
  app: string;
  engine: string;
  seedMs: number;
}

const REQUESTS = 300;

/** CPU seconds a process has used (Linux), NaN elsewhere. */
async function cpuSecondsOf(pid: number | undefined) {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}
/** p99 targets in ms (scan, report-by-day) and the 500-scan sync's in ms. */
const TARGETS = { scan: 50, report: 100, sync: 5_000 } as const;

/**
 * Patrol at scale over HTTP: round/scan (target p99 < 50 ms), report-by-day over 31 and 93 days
 * of a year of rounds (< 100 ms), and a phone's queue of 500 scans synced in order (< 5 s).
 * Printed, never asserted.
 */
export async function patrolBench() {
  benchOnTestDatabase();
  const server = await launchServer<Ready>('patrol-bench-server.ts');
  try {
    console.log(
      `\nPatrol: ${server.checkpoints} checkpoints, ${server.rounds.toLocaleString()} rounds, ${server.scans.toLocaleString()} scans generated in ${(server.seedMs / 1000).toFixed(1)} s (${server.engine})`,
    );
    const headers = await signInAsPmc(server.app);
    const communityID = PATROL_BENCH_COMMUNITY;
    const scan = (i: number) =>
      fetch(`${server.app}${ops.roundScan.path}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          communityID,
          clientUUID: crypto.randomUUID(),
          code: `CP:${server.codes[i % server.codes.length]}`,
          scannedAt: new Date().toISOString(),
        }),
      });
    const report = (days: number) => (i: number) => {
      const to = new Date(Date.now() - (i % 30) * 86_400_000);
      const from = new Date(to.getTime() - (days - 1) * 86_400_000);
      const q = new URLSearchParams({
        communityID,
        from: from.toISOString().slice(0, 10),
        to: to.toISOString().slice(0, 10),
      });
      return fetch(`${server.app}${ops.reportByDay.path}?${q}`, { headers });
    };
    await measureCount('warm-up', 20, 1, scan);
    await measureCount('warm-up', 10, 1, report(31));
    const rows: Measurement[] = [
      await measureCount('round/scan, 1 client', REQUESTS, 1, scan),
      await measureCount('round/scan, 8 clients', REQUESTS, 8, scan),
      await measureCount('report-by-day 31 days', 100, 1, report(31)),
      await measureCount('report-by-day 93 days', 100, 1, report(93)),
      await measureCount('report-by-day 31 days, 8 clients', 100, 8, report(31)),
    ];
    printTable('Patrol (targets: scan p99 < 50 ms, report-by-day p99 < 100 ms)', rows);
    const cpu0 = await cpuSecondsOf(server.pid);
    const t0 = performance.now();
    const sync = await measureCount('sync 500 queued scans in order', 500, 1, scan);
    const ms = performance.now() - t0;
    const cpuMs = ((await cpuSecondsOf(server.pid)) - cpu0) * 1000;
    // The API process's own CPU per scan: what the machine's other load does not change.
    console.log(
      `\n  API process CPU per scan during the sync: ${(cpuMs / 500).toFixed(2)} ms (load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores)`,
    );
    console.log('\nPatrol targets');
    for (const r of rows) {
      const target = r.name.startsWith('round/scan') ? TARGETS.scan : TARGETS.report;
      console.log(
        `  ${r.p99 < target && r.errors === 0 ? 'met    ' : 'NOT met'} p99 < ${target} ms: ${r.name} (p50 ${r.p50.toFixed(1)}, p99 ${r.p99.toFixed(1)} ms${r.errors ? `, ${r.errors} errors` : ''})`,
      );
    }
    console.log(
      `  ${ms < TARGETS.sync && sync.errors === 0 ? 'met    ' : 'NOT met'} 500 queued scans synced in ${(ms / 1000).toFixed(2)} s (target ${TARGETS.sync / 1000} s${sync.errors ? `, ${sync.errors} errors` : ''})`,
    );
  } finally {
    server.stop();
  }
}
