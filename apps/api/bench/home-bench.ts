import { BENCH_COMMUNITY, HOME_UNITS } from './home-bench-data';
import { launchServer } from './launch-server';
import { type Measurement, measureVaried, printTable } from './measure';
import { signInAsPmc } from './sign-in';

const TARGET_P99_MS = 50;

/**
 * The landing at scale: the badge summary (every feature's counter, the parcels' over 200,000
 * rows), the layout read, and the parcel card it sits beside, for the PMC over HTTP.
 */
export async function homeBench() {
  const server = await launchServer<{ app: string; engine: string; count: number; seedMs: number }>(
    'home-bench-server.ts',
  );
  try {
    console.log(
      `\nLanding: ${HOME_UNITS.toLocaleString()} units, ${server.count.toLocaleString()} parcels generated in ${(server.seedMs / 1000).toFixed(1)} s (${server.engine})`,
    );
    const headers = await signInAsPmc(server.app);
    const q = `communityID=${BENCH_COMMUNITY}`;
    const first = await fetch(`${server.app}/api/badge/summary?${q}`, { headers });
    const { data } = (await first.json()) as { data: { items: { key: string; count: number }[] } };
    console.log(`  badges: ${data.items.map((b) => `${b.key} ${b.count.toLocaleString()}`).join(', ')}`);
    const ops: [string, string[]][] = [
      ['badge summary', [`${server.app}/api/badge/summary?${q}`]],
      ['home layout', [`${server.app}/api/home/layout?${q}`]],
      ['parcel card (summary)', [`${server.app}/api/parcel/summary?${q}`]],
    ];
    const verdicts: string[] = [];
    for (const connections of [1, 8]) {
      const rows: Measurement[] = [];
      for (const [name, urls] of ops) rows.push(await measureVaried(name, urls, headers, connections));
      printTable(
        `Landing operations over HTTP (${server.engine}; ${connections} concurrent, 4 s each)`,
        rows,
      );
      const badge = rows[0]!;
      const ok = badge.p99 < TARGET_P99_MS && badge.errors === 0;
      verdicts.push(
        `  ${ok ? 'met    ' : 'NOT met'} p99 < ${TARGET_P99_MS} ms: badge summary @${connections} (${badge.p99.toFixed(1)} ms)`,
      );
    }
    console.log('\nTargets:');
    for (const v of verdicts) console.log(v);
  } finally {
    server.stop();
  }
}
