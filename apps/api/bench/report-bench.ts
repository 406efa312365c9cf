import { availableParallelism, loadavg } from 'node:os';
import { reportOps as ops } from '@cc/contracts/report';
import { benchOnTestDatabase } from './bench-host';
import { launchServer } from './launch-server';
import { type Measurement, measureCount, printTable } from './measure';
import { REPORT_BENCH_COMMUNITY, type ReportBenchFigures } from './report-bench-data';
import { signInAsPmc } from './sign-in';

interface Ready extends ReportBenchFigures {
  app: string;
  engine: string;
  seedMs: number;
}

/** Targets: the 90-day activity report's p99 in ms, the monthly PDF's slowest in ms. */
const TARGETS = { activity: 200, pdf: 3_000 } as const;
const DAY_MS = 86_400_000;
const day = (ms: number) => new Date(ms + 7 * 3_600_000).toISOString().slice(0, 10);

/**
 * Reports at scale over HTTP: the 90-day activity report over ~2 million active days and a
 * million audit rows (target p99 < 200 ms), and the committee's monthly PDF (< 3 s).
 * Printed, never asserted.
 */
export async function reportBench() {
  benchOnTestDatabase();
  const server = await launchServer<Ready>('report-bench-server.ts');
  try {
    console.log(
      `\nReports: ${server.units.toLocaleString()} units, ${server.activeDays.toLocaleString()} active days, ${server.auditRows.toLocaleString()} audit rows generated in ${(server.seedMs / 1000).toFixed(1)} s (${server.engine})`,
    );
    const headers = await signInAsPmc(server.app);
    const communityID = REPORT_BENCH_COMMUNITY;
    const activity = (days: number) => (i: number) => {
      const to = Date.now() - (i % 30) * DAY_MS;
      const q = new URLSearchParams({ communityID, from: day(to - (days - 1) * DAY_MS), to: day(to) });
      return fetch(`${server.app}${ops.userActivity.path}?${q}`, { headers });
    };
    const now = new Date(Date.now() + 7 * 3_600_000);
    const month = (i: number) =>
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1 - (i % 12), 1)).toISOString().slice(0, 7);
    const pdf = (i: number) =>
      fetch(
        `${server.app}${ops.monthlyPdf.path}?${new URLSearchParams({ communityID, month: month(i), lang: 'th' })}`,
        {
          headers,
        },
      );
    await measureCount('warm-up', 5, 1, activity(90));
    await measureCount('warm-up', 2, 1, pdf);
    const rows: Measurement[] = [
      await measureCount('user/activity 90 days', 100, 1, activity(90)),
      await measureCount('user/activity 90 days, 4 clients', 100, 4, activity(90)),
      await measureCount('user/activity 366 days', 20, 1, activity(366)),
      await measureCount('monthly/pdf (th)', 12, 1, pdf),
    ];
    printTable('Reports (targets: activity 90 days p99 < 200 ms, monthly PDF < 3 s)', rows);
    console.log(
      `\nReport targets (load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores)`,
    );
    for (const r of rows.filter((r) => !r.name.includes('366'))) {
      const target = r.name.startsWith('monthly') ? TARGETS.pdf : TARGETS.activity;
      console.log(
        `  ${r.p99 < target && r.errors === 0 ? 'met    ' : 'NOT met'} p99 < ${target} ms: ${r.name} (p50 ${r.p50.toFixed(1)}, p99 ${r.p99.toFixed(1)} ms${r.errors ? `, ${r.errors} errors` : ''})`,
      );
    }
  } finally {
    server.stop();
  }
}
