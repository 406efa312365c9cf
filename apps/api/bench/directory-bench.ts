import writeXlsxFile from 'write-excel-file/node';
import { BUILDINGS, FIRST, FLOORS, LAST, PER_FLOOR, towerName, unitNoOf } from './directory-bench-data';
import { launchServer } from './launch-server';
import { signInAsPmc } from './sign-in';

const SEARCHES = 200;

interface Server {
  app: string;
  engine: string;
  big: { id: string; buildingIds: string[]; units: number; residents: number };
  importInto: string;
  generateMs: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** A few hundred searches as the registry page sends them: names, e-mails, phones, unit numbers, filters, next pages. */
function searches(server: Server): Record<string, string>[] {
  const qs: Record<string, string>[] = [];
  for (let i = 0; i < SEARCHES; i++) {
    const b = (i % BUILDINGS) + 1;
    const kinds: Record<string, string>[] = [
      { q: FIRST[i % FIRST.length]! },
      { q: `${FIRST[(i * 5) % FIRST.length]}${i % 97}` },
      { q: LAST[i % LAST.length]!, buildingID: server.big.buildingIds[i % BUILDINGS]! },
      { q: `r${(i * 131) % server.big.residents}@` },
      { q: `08${String((i * 7919) % 1000).padStart(3, '0')}` },
      { q: unitNoOf(b, (i % FLOORS) + 1, (i % PER_FLOOR) + 1) },
      { q: `T${String(b).padStart(2, '0')}-${String((i % FLOORS) + 1).padStart(2, '0')}` },
      { unitRole: 'TENANT', buildingID: server.big.buildingIds[i % BUILDINGS]! },
      {},
      { q: 'ไม่มีใครชื่อนี้' },
    ];
    qs.push({ limit: '20', ...kinds[i % kinds.length]! });
  }
  return qs;
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
}

async function searchLatency(server: Server, auth: Record<string, string>, url: string) {
  const times: number[] = [];
  let rows = 0;
  let nextPages = 0;
  for (const [i, query] of searches(server).entries()) {
    const params = new URLSearchParams({ communityID: server.big.id, ...query });
    const [body, ms] = await timed(async () => {
      const res = await fetch(`${server.app}${url}?${params}`, { headers: auth });
      if (!res.ok) throw new Error(`${url} ${params}: ${res.status} ${await res.text()}`);
      return (await res.json()) as { items: unknown[]; lastKey?: string | null };
    });
    if (i >= 20) times.push(ms); // the first few warm the caches and the JIT
    rows += body.items.length;
    // Every fourth search also fetches its next page, as a scrolling user would.
    if (i % 4 === 0 && body.lastKey) {
      params.set('lastKey', body.lastKey);
      const [, nextMs] = await timed(async () =>
        (await fetch(`${server.app}${url}?${params}`, { headers: auth })).json(),
      );
      times.push(nextMs);
      nextPages++;
    }
  }
  times.sort((a, b) => a - b);
  return {
    n: times.length,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    max: times.at(-1)!,
    rows,
    nextPages,
  };
}

async function importFile() {
  const header = [
    'เลขที่ห้อง / Unit no.',
    'อาคาร / Building',
    'ชั้น / Floor',
    'พื้นที่ (ตร.ม.) / Area (m2)',
    'อัตราส่วนกรรมสิทธิ์ / Ownership ratio',
    'ประเภทห้อง / Unit type',
  ];
  const rows: (string | number)[][] = [header];
  for (let b = 1; b <= BUILDINGS; b++)
    for (let f = 1; f <= FLOORS; f++)
      for (let n = 1; n <= PER_FLOOR; n++)
        rows.push([
          unitNoOf(b, f, n),
          towerName(b),
          f,
          30 + (n % 4) * 10.25,
          0.0002,
          n % 4 ? '1 ห้องนอน' : '2 ห้องนอน',
        ]);
  return { bytes: await writeXlsxFile(rows).toBuffer(), units: rows.length - 1 };
}

async function upload(server: Server, auth: Record<string, string>, route: string, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), 'units.xlsx');
  const res = await fetch(`${server.app}${route}?communityID=${server.importInto}`, {
    method: 'POST',
    headers: auth,
    body: form,
  });
  const body = (await res.json()) as { data?: unknown; message?: string };
  if (!res.ok) throw new Error(`${route}: ${res.status} ${body.message}`);
  return body.data;
}

/** Resident search latency in a 5,000-unit, 15,000-resident community, and a 5,000-unit Excel import. */
export async function directoryBench() {
  const server = await launchServer<Server>('directory-bench-server.ts');
  try {
    const auth = await signInAsPmc(server.app);

    console.log(`\nDirectory (${server.engine}; one client, requests one after another)`);
    console.log(
      `  community: ${server.big.units} units, ${server.big.residents} residents, generated in ${(server.generateMs / 1000).toFixed(1)} s (multi-row inserts)`,
    );
    console.log(
      '  search'.padEnd(44),
      'requests'.padStart(8),
      'p50 ms'.padStart(8),
      'p99 ms'.padStart(8),
      'max ms'.padStart(8),
    );
    for (const [label, url] of [
      ['GET /api/community/resident (registry)', '/api/community/resident'],
      ['GET /api/community/member (members)', '/api/community/member'],
    ] as const) {
      const r = await searchLatency(server, auth, url);
      console.log(
        `  ${label}`.padEnd(44),
        String(r.n).padStart(8),
        r.p50.toFixed(1).padStart(8),
        r.p99.toFixed(1).padStart(8),
        r.max.toFixed(1).padStart(8),
      );
    }
    console.log(
      '  (names, e-mails, phone digits, unit numbers, building and role filters, empty and no-match searches; a next page for every fourth)',
    );

    const [file, buildMs] = await timed(importFile);
    const [report, checkMs] = await timed(() =>
      upload(server, auth, '/api/community/unit/import', file.bytes),
    );
    const [saved, commitMs] = await timed(() =>
      upload(server, auth, '/api/community/unit/import/commit', file.bytes),
    );
    const { valid, errors } = report as { valid: number; errors: unknown[] };
    console.log(
      `\nUnit import: ${file.units} units, ${(file.bytes.length / 1024).toFixed(0)} KB .xlsx (built in ${buildMs.toFixed(0)} ms)`,
    );
    console.log(
      `  dry run (parse + check every row)   ${checkMs.toFixed(0).padStart(6)} ms   ${valid} valid, ${errors.length} problems`,
    );
    console.log(
      `  commit (check again + save all)     ${commitMs.toFixed(0).padStart(6)} ms   ${(saved as { created: number }).created} created`,
    );
    console.log(`  total                               ${(checkMs + commitMs).toFixed(0).padStart(6)} ms`);
  } finally {
    server.stop();
  }
}
