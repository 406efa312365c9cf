import { recyclingOps as ops } from '@cc/contracts/recycling-ops';
import { benchOnTestDatabase } from './bench-host';
import { launchServer } from './launch-server';
import { type Measurement, measureCount, printTable } from './measure';
import { RECYCLING_BENCH_COMMUNITY, type RecyclingBenchFigures } from './recycling-bench-data';
import { signInAsPmc } from './sign-in';

interface Ready extends RecyclingBenchFigures {
  app: string;
  engine: string;
  seedMs: number;
}

/** p99 targets in ms: a year's report (the issue's), and the office's everyday calls. */
const TARGETS: Record<string, number> = { report: 300, weighIn: 50, list: 50 };
const targetOf = (name: string) =>
  name.startsWith('report')
    ? TARGETS.report!
    : name.startsWith('record/create')
      ? TARGETS.weighIn!
      : TARGETS.list!;

/**
 * The waste bank at scale over HTTP: 3,000 units, 200,000 weigh-ins over a year. A year's report
 * by kind and month (target p99 < 300 ms), the per-unit history and the Excel of that year, and
 * weigh-ins, the newest list and the points page. Printed, never asserted.
 */
export async function recyclingBench() {
  benchOnTestDatabase();
  const server = await launchServer<Ready>('recycling-bench-server.ts');
  try {
    console.log(
      `\nRecycling: ${server.units.toLocaleString()} units, ${server.weighIns.toLocaleString()} weigh-ins generated in ${(server.seedMs / 1000).toFixed(1)} s (${server.engine})`,
    );
    const headers = await signInAsPmc(server.app);
    const communityID = RECYCLING_BENCH_COMMUNITY;
    const day = (back: number) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
    const get = (path: string, query: Record<string, string>) =>
      fetch(`${server.app}${path}?${new URLSearchParams({ communityID, ...query })}`, { headers });
    const year = { from: day(364), to: day(0) };
    const weighIn = (i: number) =>
      fetch(`${server.app}${ops.recordCreate.path}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          communityID,
          unitID: server.unitIds[(i * 37) % server.unitIds.length],
          kindID: server.kindIds[i % server.kindIds.length],
          grams: 500 + i,
        }),
      });
    await measureCount('warm-up', 10, 1, () => get(ops.report.path, year));
    const rows: Measurement[] = [
      await measureCount("report: a year's kinds by month", 50, 1, () => get(ops.report.path, year)),
      await measureCount("report: a year's, 4 clients", 50, 4, () => get(ops.report.path, year)),
      await measureCount('report: one month', 50, 1, () =>
        get(ops.report.path, { from: day(30), to: day(0) }),
      ),
      await measureCount('record/create', 200, 1, weighIn),
      await measureCount('record/create, 8 clients', 200, 8, (i) => weighIn(i + 1000)),
      await measureCount('record/list newest 20', 100, 1, () => get(ops.recordList.path, {})),
      await measureCount('points page of 20', 100, 1, (i) =>
        get(ops.points.path, { q: `R-${(i % 30) + 10}` }),
      ),
    ];
    printTable('Recycling (target: a year report p99 < 300 ms)', rows);
    const slow: Measurement[] = [
      await measureCount("history-report: a year's first 100 units", 20, 1, () =>
        get(ops.historyReport.path, { ...year, limit: '100' }),
      ),
      await measureCount("report/excel: a year's workbook (3,000 units)", 5, 1, () =>
        get(ops.reportExcel.path, year),
      ),
    ];
    printTable('Recycling, office reads (no target)', slow);
    console.log('\nRecycling targets');
    for (const r of rows) {
      const target = targetOf(r.name);
      console.log(
        `  ${r.p99 < target && r.errors === 0 ? 'met    ' : 'NOT met'} p99 < ${target} ms: ${r.name} (p50 ${r.p50.toFixed(1)}, p99 ${r.p99.toFixed(1)} ms${r.errors ? `, ${r.errors} errors` : ''})`,
      );
    }
  } finally {
    server.stop();
  }
}
