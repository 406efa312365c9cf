import { repairOfficeOps } from '@cc/contracts/repair-office-ops';
import { repairSettingOps } from '@cc/contracts/repair-setting-ops';
import { addDays } from '../src/platform/time/zone-clock';
import { benchOnTestDatabase } from './bench-host';
import { launchServer } from './launch-server';
import { type Measurement, measureVaried, printTable } from './measure';
import { REPAIR_BENCH_COMMUNITY } from './repair-bench-data';
import { signInAsPmc } from './sign-in';

interface Ready {
  app: string;
  engine: string;
  kept: boolean;
  units: number;
  requests: number;
  events: number;
  appointments: number;
  open: number;
  today: string;
  categoryIDs: string[];
  technicianIDs: string[];
  printID: string;
  unitNo: string;
  phone: string;
  seedMs: number;
}

/** p99 targets in ms, by what an operation is. */
const TARGETS = { list: 50, search: 100, count: 20, slot: 30, results: 300, print: 200 } as const;

const verdict = (target: number, r: Measurement, label: string) =>
  `  ${r.p99 < target && r.errors === 0 ? 'met    ' : 'NOT met'} p99 < ${target} ms: ${label} (p50 ${r.p50.toFixed(1)}, p99 ${r.p99.toFixed(1)} ms${r.errors ? `, ${r.errors} errors` : ''})`;

/** The month `offset` months from the one `day` is in, as YYYY-MM. */
function monthOf(day: string, offset: number) {
  const d = new Date(Date.parse(`${day}T00:00:00Z`));
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + offset, 1)).toISOString().slice(0, 7);
}

/**
 * Repair requests at scale over HTTP: the office's list (first and later pages, a state tab,
 * OPEN, a category), search (a Thai word in many descriptions, a unit number, a phone), the
 * tabs' counts, a category's free slots over 7 days, 12 months of results and one work order's
 * PDF, at 1 and 8 concurrent clients. Figures beside their p99 targets, printed, never asserted.
 */
export async function repairBench() {
  // PostgreSQL when the tests' server is given and the bench's own is not (a database of its own).
  benchOnTestDatabase();
  const server = await launchServer<Ready>('repair-bench-server.ts');
  try {
    console.log(
      `\nRepair requests: ${server.units.toLocaleString()} units, ${server.requests.toLocaleString()} requests ` +
        `over two years (${server.open.toLocaleString()} open), ${server.events.toLocaleString()} timeline entries, ` +
        `${server.appointments.toLocaleString()} appointments ${server.kept ? 'reused' : 'generated'} in ` +
        `${(server.seedMs / 1000).toFixed(1)} s (${server.engine})`,
    );
    const headers = await signInAsPmc(server.app);
    const url = (path: string, q: Record<string, string> = {}) =>
      `${server.app}${path}?${new URLSearchParams({ communityID: REPAIR_BENCH_COMMUNITY, ...q })}`;
    const { list, search, count, slots, print } = repairOfficeOps;
    const { results } = repairSettingOps;
    const listKeys: string[] = [];
    let lastKey: string | null = null;
    for (let page = 0; page < 20; page++) {
      const res = await fetch(url(list.path, lastKey ? { lastKey } : {}), { headers });
      lastKey = ((await res.json()) as { lastKey?: string | null }).lastKey ?? null;
      if (!lastKey) break;
      listKeys.push(lastKey);
    }
    const days = Array.from({ length: 7 }, (_, i) => addDays(server.today, i));
    const ops: [string, keyof typeof TARGETS, string[]][] = [
      ['list: first page', 'list', [url(list.path)]],
      ['list: pages 2-20 (lastKey)', 'list', listKeys.map((k) => url(list.path, { lastKey: k }))],
      [
        'list: a state tab',
        'list',
        ['CLOSED', 'REVIEWED', 'NEW', 'SCHEDULED', 'REJECTED'].map((state) => url(list.path, { state })),
      ],
      ['list: OPEN', 'list', [url(list.path, { state: 'OPEN' })]],
      ['list: a category', 'list', server.categoryIDs.map((categoryID) => url(list.path, { categoryID }))],
      ['search: a Thai word (many)', 'search', ['รั่ว', 'แอร์', 'น้ำหยด'].map((q) => url(search.path, { q }))],
      [
        'search: a unit number',
        'search',
        [server.unitNo, 'B07-045', 'B21-003', 'B30-100'].map((q) => url(search.path, { q })),
      ],
      ['search: a phone', 'search', [server.phone].map((q) => url(search.path, { q }))],
      ['count', 'count', [url(count.path)]],
      [
        'schedule/slot: a category, 7 days',
        'slot',
        server.categoryIDs.map((categoryID) => url(slots.path, { categoryID, from: days[0]!, to: days[6]! })),
      ],
      [
        'report/results: 12 months',
        'results',
        [url(results.path, { from: monthOf(server.today, -11), to: monthOf(server.today, 0) })],
      ],
      ['print: one request', 'print', [url(print.path, { requestID: server.printID })]],
    ];
    const verdicts: string[] = [];
    for (const connections of [1, 8]) {
      const rows: Measurement[] = [];
      for (const [name, , urls] of ops) rows.push(await measureVaried(name, urls, headers, connections));
      printTable(`Repair requests over HTTP (${server.engine}; ${connections} concurrent, 4 s each)`, rows);
      rows.forEach((r, k) => {
        verdicts.push(verdict(TARGETS[ops[k]![1]], r, `${r.name} @${connections}`));
      });
    }
    console.log('\nTargets:');
    for (const v of verdicts) console.log(v);
  } finally {
    server.stop();
  }
}
