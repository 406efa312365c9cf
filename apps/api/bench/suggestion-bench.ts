import { suggestionOps } from '@cc/contracts/suggestion';
import { addDays } from '../src/platform/time/zone-clock';
import { benchOnTestDatabase } from './bench-host';
import { launchServer } from './launch-server';
import { type Measurement, measureVaried, printTable } from './measure';
import { signInAsPmc } from './sign-in';
import { SUGGESTION_BENCH_COMMUNITY } from './suggestion-bench-data';

interface Ready {
  app: string;
  engine: string;
  kept: boolean;
  rows: number;
  units: number;
  today: string;
  categories: string[];
  seedMs: number;
}

/** p99 target in ms for both operations. */
const TARGET = 50;

/**
 * Suggestions at scale over HTTP: the list (first page, pages 2-20 by lastKey, each state tab,
 * a category) and filter-by-date (a day, a week, a month, a month on a tab), at 1 and 8
 * concurrent clients. Figures beside the p99 target, printed, never asserted.
 */
export async function suggestionBench() {
  benchOnTestDatabase();
  const server = await launchServer<Ready>('suggestion-bench-server.ts');
  try {
    console.log(
      `\nSuggestions: ${server.rows.toLocaleString()} over two years in ${server.units.toLocaleString()} units, ` +
        `${server.kept ? 'reused' : 'generated'} in ${(server.seedMs / 1000).toFixed(1)} s (${server.engine})`,
    );
    const headers = await signInAsPmc(server.app);
    const url = (path: string, q: Record<string, string> = {}) =>
      `${server.app}${path}?${new URLSearchParams({ communityID: SUGGESTION_BENCH_COMMUNITY, ...q })}`;
    const { list, filterByDate } = suggestionOps;
    const keys: string[] = [];
    let lastKey: string | null = null;
    for (let page = 0; page < 20; page++) {
      const res = await fetch(url(list.path, { state: 'DONE', ...(lastKey ? { lastKey } : {}) }), {
        headers,
      });
      lastKey = ((await res.json()) as { lastKey?: string | null }).lastKey ?? null;
      if (!lastKey) break;
      keys.push(lastKey);
    }
    const t = server.today;
    const ops: [string, string[]][] = [
      ['list: first page (all states)', [url(list.path)]],
      ['list: DONE pages 2-20 (lastKey)', keys.map((k) => url(list.path, { state: 'DONE', lastKey: k }))],
      [
        'list: each state tab',
        ['NEW', 'ACKNOWLEDGED', 'IN_PROGRESS', 'DONE', 'REJECTED', 'WITHDRAWN'].map((state) =>
          url(list.path, { state }),
        ),
      ],
      ['list: a category', server.categories.map((category) => url(list.path, { category }))],
      [
        'filter-by-date: a day',
        [0, 1, 2, 40, 400].map((d) => url(filterByDate.path, { from: addDays(t, -d), to: addDays(t, -d) })),
      ],
      ['filter-by-date: a week', [url(filterByDate.path, { from: addDays(t, -6), to: t })]],
      ['filter-by-date: a month', [url(filterByDate.path, { from: addDays(t, -30), to: t })]],
      [
        'filter-by-date: a year, a tab',
        ['NEW', 'DONE', 'REJECTED'].map((state) =>
          url(filterByDate.path, { from: addDays(t, -365), to: t, state }),
        ),
      ],
    ];
    const verdicts: string[] = [];
    for (const connections of [1, 8]) {
      const rows: Measurement[] = [];
      for (const [name, urls] of ops) rows.push(await measureVaried(name, urls, headers, connections));
      printTable(`Suggestions over HTTP (${server.engine}; ${connections} concurrent, 4 s each)`, rows);
      for (const r of rows)
        verdicts.push(
          `  ${r.p99 < TARGET && r.errors === 0 ? 'met    ' : 'NOT met'} p99 < ${TARGET} ms: ${r.name} @${connections} (p50 ${r.p50.toFixed(1)}, p99 ${r.p99.toFixed(1)} ms${r.errors ? `, ${r.errors} errors` : ''})`,
        );
    }
    console.log('\nTargets:');
    for (const v of verdicts) console.log(v);
  } finally {
    server.stop();
  }
}
