import { issueOps } from '@cc/contracts/issuetracking-ops';
import { benchOnTestDatabase } from './bench-host';
import { ISSUE_BENCH_COMMUNITY } from './issue-bench-data';
import { launchServer } from './launch-server';
import { type Measurement, measureVaried, printTable } from './measure';
import { signInAsPmc } from './sign-in';

interface Ready {
  app: string;
  engine: string;
  groups: number;
  tasks: number;
  comments: number;
  seedMs: number;
  boardGroupID: string;
  taskIDs: string[];
}

/** p99 targets in ms, by what an operation is. */
const TARGETS = { list: 50, search: 100, board: 80, report: 200 } as const;
/**
 * What an office types: parts of words, not whole titles; a unit number, a resident, a
 * contractor. Some are rare, some on a quarter of the tasks' talk (past the count's cap).
 */
const SEARCHES = [
  'รั่วซึม',
  'ลิฟต์',
  'กระเบื้อง',
  'ไฟดับ',
  'ร้าว',
  'ห้องน้ำ',
  'ปั๊มน้ำ',
  'ระเบียง',
  'ตรวจรับ',
  'สระว่าย',
  'B1207',
  'สุนีย์',
  'ช่างเอก',
  'ใบเสนอราคา',
];

/**
 * Issue tracking at scale over HTTP: the current list, Thai substring search, a task's comments,
 * a 500-task board and the month and remaining reports, each beside its p99 target (printed,
 * never asserted). An operation whose route this build does not have yet is skipped, saying so.
 */
export async function issueBench() {
  // PostgreSQL when the tests' server is given and the bench's own is not (a database of its own).
  benchOnTestDatabase();
  const server = await launchServer<Ready>('issue-bench-server.ts');
  try {
    console.log(
      `\nIssue tracking: ${server.groups} groups, ${server.tasks.toLocaleString()} tasks and ` +
        `${server.comments.toLocaleString()} comments generated in ${(server.seedMs / 1000).toFixed(1)} s (${server.engine})`,
    );
    const headers = await signInAsPmc(server.app);
    const paths = new Set(
      Object.keys(
        ((await (await fetch(`${server.app}/api/openapi.json`)).json()) as { paths: object }).paths,
      ),
    );
    const url = (path: string, q: Record<string, string> = {}) =>
      `${server.app}${path}?${new URLSearchParams({ communityID: ISSUE_BENCH_COMMUNITY, ...q })}`;
    const { task, comment, report } = issueOps;
    const listKeys: string[] = [];
    if (paths.has(task.list.path)) {
      let lastKey: string | null = null;
      for (let page = 0; page < 20; page++) {
        const res = await fetch(url(task.list.path, lastKey ? { lastKey } : {}), { headers });
        lastKey = ((await res.json()) as { lastKey?: string | null }).lastKey ?? null;
        if (!lastKey) break;
        listKeys.push(lastKey);
      }
    }
    const ops: [string, keyof typeof TARGETS, string, string[]][] = [
      ['task/list: first page', 'list', task.list.path, [url(task.list.path)]],
      [
        'task/list: pages 2-20 (lastKey)',
        'list',
        task.list.path,
        listKeys.map((k) => url(task.list.path, { lastKey: k })),
      ],
      [
        'task/list: one group',
        'list',
        task.list.path,
        [url(task.list.path, { groupID: server.boardGroupID })],
      ],
      [
        'task/search: Thai substrings',
        'search',
        task.search.path,
        SEARCHES.map((q) => url(task.search.path, { q })),
      ],
      [
        'comment/list: a task',
        'list',
        comment.list.path,
        server.taskIDs.map((taskID) => url(comment.list.path, { taskID })),
      ],
      [
        'task/board: 500 tasks',
        'board',
        task.board.path,
        [url(task.board.path, { groupID: server.boardGroupID })],
      ],
      ['report month', 'report', report.month.path, [url(report.month.path)]],
      ['report remaining', 'report', report.remaining.path, [url(report.remaining.path)]],
    ];
    const present = ops.filter(([name, , path, urls]) => {
      if (!paths.has(path)) console.log(`  skipped ${name}: ${path} is not in this build yet`);
      else if (urls.length === 0) console.log(`  skipped ${name}: the first page answered no lastKey`);
      return paths.has(path) && urls.length > 0;
    });
    const verdicts: string[] = [];
    for (const connections of [1, 8]) {
      const rows: Measurement[] = [];
      for (const [name, , , urls] of present)
        rows.push(await measureVaried(name, urls, headers, connections));
      printTable(`Issue tracking over HTTP (${server.engine}; ${connections} concurrent, 4 s each)`, rows);
      rows.forEach((r, k) => {
        const target = TARGETS[present[k]![1]];
        const met = r.p99 < target && r.errors === 0;
        verdicts.push(
          `  ${met ? 'met    ' : 'NOT met'} p99 < ${target} ms: ${r.name} @${connections} (p50 ${r.p50.toFixed(1)}, p99 ${r.p99.toFixed(1)} ms${r.errors ? `, ${r.errors} errors` : ''})`,
        );
      });
    }
    console.log('\nTargets:');
    for (const v of verdicts) console.log(v);
  } finally {
    server.stop();
  }
}
