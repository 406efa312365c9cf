import { regulationOps } from '@cc/contracts/regulation-ops';
import { benchOnTestDatabase } from './bench-host';
import { launchServer } from './launch-server';
import { type Measurement, measureVaried, printTable } from './measure';
import { REGULATION_BENCH_COMMUNITY } from './regulation-bench-data';

interface Ready {
  app: string;
  engine: string;
  kept: boolean;
  units: number;
  versions: number;
  marks: number;
  acknowledged: number;
  token: string;
  versionIds: string[];
  seedMs: number;
}

/** p99 target in ms: one version's report (totals by building and the first page of units owing). */
const TARGET = 100;

/**
 * Community rules at scale: `regulation/report` for each of 100 versions of a 3,000-unit
 * condominium with 300,000 marks (every version read by every unit, nine in ten acknowledged),
 * from 1 and 8 clients; then the history report and the dashboard card. Printed beside the
 * target, never asserted.
 */
export async function regulationBench() {
  benchOnTestDatabase();
  const server = await launchServer<Ready>('regulation-bench-server.ts');
  try {
    console.log(
      `\nCommunity rules: ${server.units.toLocaleString()} units, ${server.versions} versions, ` +
        `${server.marks.toLocaleString()} marks (${server.acknowledged.toLocaleString()} acknowledged) ` +
        `${server.kept ? 'reused' : 'generated'} in ${(server.seedMs / 1000).toFixed(1)} s (${server.engine})`,
    );
    const headers = { authorization: `Bearer ${server.token}` };
    const url = (path: string, q: Record<string, string> = {}) =>
      `${server.app}${path}?${new URLSearchParams({ communityID: REGULATION_BENCH_COMMUNITY, ...q })}`;
    const reports = server.versionIds.map((versionID) => url(regulationOps.report.path, { versionID }));
    const probe = await fetch(reports[0]!, { headers });
    if (!probe.ok) throw new Error(`regulation/report: ${probe.status} ${await probe.text()}`);
    await measureVaried('warm-up', reports, headers, 1, 1);
    const rows: Measurement[] = [
      await measureVaried('regulation/report, 100 versions, 1 client', reports, headers, 1),
      await measureVaried('regulation/report, 100 versions, 8 clients', reports, headers, 8),
      await measureVaried(
        'regulation/history-report, 1 client',
        [url(regulationOps.historyReport.path)],
        headers,
        1,
      ),
      await measureVaried(
        'regulation/summary (card), 1 client',
        [url(regulationOps.summary.path)],
        headers,
        1,
      ),
    ];
    printTable(`Community rules (report target p99 < ${TARGET} ms)`, rows);
    console.log('\nCommunity rules targets');
    for (const r of rows.slice(0, 2))
      console.log(
        `  ${r.p99 < TARGET && r.errors === 0 ? 'met    ' : 'NOT met'} p99 < ${TARGET} ms: ${r.name} ` +
          `(p50 ${r.p50.toFixed(1)}, p99 ${r.p99.toFixed(1)} ms${r.errors ? `, ${r.errors} errors` : ''})`,
      );
  } finally {
    server.stop();
  }
}
