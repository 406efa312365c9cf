import { launchServer } from './launch-server';
import { type Measurement, measureVaried, printTable } from './measure';
import { BENCH_COMMUNITY, BENCH_UNITS, benchParcel } from './parcel-bench-data';
import { signInAsPmc } from './sign-in';

const TARGET_P99_MS = 50;
const TARGET_IMPORT_MS = 10_000;

function importCsv(rows: number) {
  const lines = ['Tracking number,Carrier,Type,Unit,Recipient,Phone'];
  for (let i = 0; i < rows; i++) {
    const k = (i * 13) % BENCH_UNITS;
    const unit = `T${String(Math.floor(k / 100) + 1).padStart(2, '0')}-${String(k % 100).padStart(3, '0')}`;
    lines.push(`IMPBENCH${Date.now()}${i},Kerry Express,BOX,${unit},คุณนำเข้า ทดสอบ${i},0812345678`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

async function timeImport(app: string, headers: Record<string, string>, rows: number) {
  const form = () => {
    const f = new FormData();
    f.append('file', new Blob([importCsv(rows)], { type: 'text/csv' }), 'bench.csv');
    return f;
  };
  const url = (dryRun: boolean) => `${app}/api/parcel/import?communityID=${BENCH_COMMUNITY}&dryRun=${dryRun}`;
  let t0 = performance.now();
  const check = await fetch(url(true), { method: 'POST', headers, body: form() });
  const report = (await check.json()) as { data: { valid: number } };
  const checkMs = performance.now() - t0;
  t0 = performance.now();
  const save = await fetch(url(false), { method: 'POST', headers, body: form() });
  const lines = (await save.text()).trim().split('\n');
  const saveMs = performance.now() - t0;
  const result = JSON.parse(lines.at(-1)!) as { isSuccess: boolean; data: { done: number } };
  return {
    checkMs,
    saveMs,
    valid: report.data.valid,
    saved: result.isSuccess ? result.data.done : 0,
    progressLines: lines.length - 2,
  };
}

/** Parcels at scale: list, search and count latency over HTTP, and a 5,000-row import. */
export async function parcelBench() {
  const server = await launchServer<{ app: string; engine: string; count: number; seedMs: number }>(
    'parcel-bench-server.ts',
  );
  try {
    console.log(
      `\nParcels: ${server.count.toLocaleString()} parcels generated in ${(server.seedMs / 1000).toFixed(1)} s (${server.engine})`,
    );
    const headers = await signInAsPmc(server.app);
    const api = (p: string, q: Record<string, string> = {}) =>
      `${server.app}/api/parcel/${p}?${new URLSearchParams({ communityID: BENCH_COMMUNITY, ...q })}`;

    // Deep pages: keys of the first 40 pages of the list, requested in turn.
    const keys: string[] = [];
    let lastKey: string | null = null;
    for (let page = 0; page < 40; page++) {
      const res = await fetch(api('pmc', lastKey ? { lastKey } : {}), { headers });
      lastKey = ((await res.json()) as { lastKey: string | null }).lastKey;
      if (!lastKey) break;
      keys.push(lastKey);
    }
    const monthAgo = new Date(Date.now() - 30 * 86_400_000 + 7 * 3_600_000).toISOString().slice(0, 10);
    const sample = Array.from({ length: 200 }, (_, j) => benchParcel(1 + ((j * 104_729) % server.count)));
    const searches = sample.flatMap((p, j) => [
      api('search', { q: p.trackingNo }),
      api('search', { q: p.trackingNo.slice(0, 9) }),
      api('search', { q: String(10 + ((j * 7_919) % (server.count - 10))) }),
      api('search', { q: `#${1 + ((j * 7_919) % server.count)}` }),
      api('search', { q: p.unitNo }),
      api('search', { q: p.name.split(' ')[j % 2]! }),
      api('search', { q: p.phone }),
    ]);
    const ops: [string, string[]][] = [
      ['list: all, first page', [api('pmc')]],
      ['list: all, pages 2-40 (lastKey)', keys.map((k) => api('pmc', { lastKey: k }))],
      ['list: waiting tab', [api('pmc', { tab: 'waiting' })]],
      ['list: notice tab', [api('pmc', { tab: 'notice' })]],
      ['list: carrier + 30 days', [api('pmc', { carrier: 'Flash Express', from: monthAgo })]],
      ['search: tracking/no/unit/name/phone', searches],
      ['search: guard scan (tracking)', sample.map((p) => api('search/pmc/mobile', { q: p.trackingNo }))],
      ['count: tabs (pmc/count)', [api('pmc/count')]],
      ['count: dashboard card (summary)', [api('summary')]],
      ['count: overdue/count', [api('overdue/count')]],
    ];
    const verdicts: string[] = [];
    for (const connections of [1, 8]) {
      const rows: Measurement[] = [];
      for (const [name, urls] of ops) rows.push(await measureVaried(name, urls, headers, connections));
      printTable(`Parcel operations over HTTP (${server.engine}; ${connections} concurrent, 4 s each)`, rows);
      for (const r of rows.filter((x) => x.name.startsWith('list') || x.name.startsWith('search'))) {
        const ok = r.p99 < TARGET_P99_MS && r.errors === 0;
        verdicts.push(
          `  ${ok ? 'met    ' : 'NOT met'} p99 < ${TARGET_P99_MS} ms: ${r.name} @${connections} (${r.p99.toFixed(1)} ms)`,
        );
      }
    }
    const imported = await timeImport(server.app, headers, 5_000);
    console.log(
      `\nImport of 5,000 rows: check ${(imported.checkMs / 1000).toFixed(2)} s (${imported.valid} valid), ` +
        `save ${(imported.saveMs / 1000).toFixed(2)} s (${imported.saved} saved, ${imported.progressLines} progress lines)`,
    );
    const total = imported.checkMs + imported.saveMs;
    verdicts.push(
      `  ${total < TARGET_IMPORT_MS && imported.saved === 5_000 ? 'met    ' : 'NOT met'} import 5,000 rows < 10 s (check + save ${(total / 1000).toFixed(2)} s)`,
    );
    console.log('\nTargets:');
    for (const v of verdicts) console.log(v);
  } finally {
    server.stop();
  }
}
