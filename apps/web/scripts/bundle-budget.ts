/**
 * Measures the production build against issue 3's budgets and prints them:
 * sign-in JavaScript <= 170 KB gzip, dashboard first load <= 350 KB gzip, each feature route's
 * own chunk <= 100 KB gzip, the chart drawing's lazy chunk (recharts) <= 150 KB gzip and never part
 * of the dashboard's first load. Run after `npm run build`; exits 1 when a budget is exceeded.
 * Usage: node scripts/bundle-budget.ts [--json]
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { FEATURE_AREAS } from '@cc/contracts/features';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}

const DIST = process.env.BUDGET_DIST
  ? path.resolve(process.env.BUDGET_DIST)
  : path.resolve(import.meta.dirname, '../dist');
const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  Chunk
>;
const KB = 1024;
const gz = new Map<string, number>();
const gzipOf = (file: string) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length);
  return gz.get(file)!;
};

/** A chunk and everything it imports statically: what the browser must fetch before it runs. */
function closure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

const keyOf = (needle: string | RegExp) =>
  Object.keys(manifest).filter((k) => (typeof needle === 'string' ? k === needle : needle.test(k)));
const total = (keys: Set<string>) => [...keys].reduce((sum, k) => sum + gzipOf(manifest[k]!.file), 0);

// The first screen also fetches its language's strings, antd locale and dayjs locale (Thai by default):
// the shell's strings, that is; an area's strings load when its menu, card or page first renders.
const areaFolders = new Set<string>(
  FEATURE_AREAS.filter((a) => a.sidebarOrder !== null && a.key).map((a) => a.key),
);
const isAreaStrings = (k: string) => areaFolders.has(/^src\/features\/([^/]+)\//.exec(k)?.[1] ?? '');
const thai = keyOf(/(\/locales\/th\.json|antd\/es\/locale\/th_TH\.js|dayjs\/locale\/th\.js)$/).filter(
  (k) => !isAreaStrings(k),
);
const entry = keyOf('index.html');
const signIn = closure([...entry, ...keyOf('src/features/auth/pages/sign-in-page.tsx'), ...thai]);
const dashboard = closure([
  ...entry,
  ...keyOf('src/app/layout/dashboard-shell.tsx'),
  ...keyOf('src/features/home/pages/home-page.tsx'),
  ...thai,
]);
const routes = keyOf(/^src\/features\/[^/]+\/pages\/.+\.tsx$/).map((k) => ({
  route: k.replace(/^src\/features\//, ''),
  own: gzipOf(manifest[k]!.file),
  // Beyond what the dashboard already loaded: what a first visit to this route downloads.
  extra: total(new Set([...closure([k])].filter((c) => !dashboard.has(c)))),
}));

// The shared BarChart draws with recharts from its own chunk, fetched after the figures show:
// what it adds beyond the dashboard, and it must not be in the first load at all.
const chartKey = keyOf('src/shared/ui/bar-chart-plot.tsx');
const chart = new Set([...closure(chartKey)].filter((c) => !dashboard.has(c)));
const chartInFirstLoad = chartKey.some((k) => dashboard.has(k));

const rows = [
  { budget: 'sign-in page JavaScript', kb: total(signIn) / KB, limit: 170 },
  { budget: 'dashboard first load', kb: total(dashboard) / KB, limit: 350 },
  {
    budget: `chart chunk (recharts, lazy)${chartInFirstLoad ? ': IN THE FIRST LOAD' : ''}`,
    // Counted over the limit when the chunk is missing or rides in the first load.
    kb: chartKey.length && !chartInFirstLoad ? total(chart) / KB : Number.POSITIVE_INFINITY,
    limit: 150,
  },
  ...routes.map((r) => ({
    budget: `route chunk ${r.route} (+${(r.extra / KB).toFixed(1)} KB new)`,
    kb: r.own / KB,
    limit: 100,
  })),
];
const failed = rows.filter((r) => r.kb > r.limit);
if (process.argv.includes('--json')) console.log(JSON.stringify(rows, null, 2));
else
  for (const r of rows)
    console.log(
      `${r.kb > r.limit ? 'OVER' : 'ok  '} ${r.kb.toFixed(1).padStart(7)} KB gzip / ${r.limit} KB  ${r.budget}`,
    );
process.exit(failed.length ? 1 : 0);
