import { tutorialOps } from '@cc/contracts/tutorial';
import { benchOnTestDatabase } from './bench-host';
import { launchServer } from './launch-server';
import { type Measurement, measureCount, measureVaried, printTable } from './measure';
import { signInAsPmc } from './sign-in';
import { TUTORIAL_BENCH_COMMUNITY } from './tutorial-bench-data';

interface Ready {
  app: string;
  engine: string;
  kept: boolean;
  items: number;
  shared: number;
  progress: number;
  busyItem: string;
  seedMs: number;
}

/** p99 target in ms for the reads. */
const TARGET = 50;

/**
 * Tutorials at scale over HTTP: the card list (first page with each card's viewer figures,
 * pages by lastKey, a kind, a language, a search), one item, the who-watched list of an item
 * every member opened, and progress reports. Figures printed beside the target, never asserted.
 */
export async function tutorialBench() {
  benchOnTestDatabase();
  const server = await launchServer<Ready>('tutorial-bench-server.ts');
  try {
    console.log(
      `\nTutorials: ${server.items.toLocaleString()} items + ${server.shared} operator items, ` +
        `${server.progress.toLocaleString()} progress rows, ${server.kept ? 'reused' : 'generated'} in ` +
        `${(server.seedMs / 1000).toFixed(1)} s (${server.engine})`,
    );
    const headers = await signInAsPmc(server.app);
    const url = (path: string, q: Record<string, string> = {}) =>
      `${server.app}${path}?${new URLSearchParams({ communityID: TUTORIAL_BENCH_COMMUNITY, ...q })}`;
    const { list, detail, progressList, progress } = tutorialOps;
    const keys: string[] = [];
    let lastKey: string | null = null;
    for (let page = 0; page < 10; page++) {
      const res = await fetch(url(list.path, lastKey ? { lastKey } : {}), { headers });
      lastKey = ((await res.json()) as { lastKey?: string | null }).lastKey ?? null;
      if (!lastKey) break;
      keys.push(lastKey);
    }
    const ops: [string, string[]][] = [
      ['list: first page (24 cards with figures)', [url(list.path, { limit: '24' })]],
      ['list: pages 2-10 (lastKey)', keys.map((k) => url(list.path, { lastKey: k }))],
      ['list: one kind', ['VIDEO', 'GUIDE', 'PR'].map((kind) => url(list.path, { kind }))],
      ['list: a language', [url(list.path, { lang: 'en' })]],
      ['list: a search', ['ที่ 15', 'ส่วนกลาง 9', 'nothing'].map((search) => url(list.path, { search }))],
      ['detail', [url(detail.path, { itemID: server.busyItem })]],
      ['progress/list (1,000 viewers)', [url(progressList.path, { itemID: server.busyItem })]],
    ];
    const verdicts: string[] = [];
    for (const connections of [1, 8]) {
      const rows: Measurement[] = [];
      for (const [name, urls] of ops) rows.push(await measureVaried(name, urls, headers, connections));
      rows.push(
        await measureCount('progress report (POST)', 400, connections, (i) =>
          fetch(`${server.app}${progress.path}`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify({
              communityID: TUTORIAL_BENCH_COMMUNITY,
              itemID: server.busyItem,
              percent: i % 101,
              positionSeconds: i,
            }),
          }),
        ),
      );
      printTable(`Tutorials over HTTP (${server.engine}; ${connections} concurrent)`, rows);
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
