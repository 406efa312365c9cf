import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const apiTests = ['apps/api/src/**/*.test.ts'];
/**
 * Tests of what the two engines do differently: transactions and locks under concurrent
 * requests (PGlite runs one statement at a time on one connection, so a transaction that waits
 * on a second connection would hang there), row-level security and the community setting,
 * advisory locks, the job claim, extensions such as pg_trgm. A file opts in by its name.
 */
const engineTests = ['apps/api/src/**/*.engines.test.ts'];
/** Migrates and seeds the template databases once per run; each test app gets a copy. */
const apiGlobalSetup = 'apps/api/src/test/global-setup.ts';
const postgres = !!process.env.TEST_DATABASE_URL;
/**
 * Where the API suite runs. Without TEST_DATABASE_URL: all of it on embedded PGlite. With it
 * (CI): all of it on PostgreSQL, the engine of a production deployment and the one where requests
 * really run at once, and on PGlite again only the engine files above. Every other test (a route's
 * rules, its refusals, its tenancy) exercises the same SQL through the same code on both engines,
 * so a second run of it on PGlite costs minutes of CI and finds nothing the first did not.
 * The route fuzz is one of those: fewer cases in `npm test`, 500 with `npm run fuzz`.
 */
const apiProject = (engine: 'pglite' | 'postgres', include: string[]) => ({
  test: {
    name: `api-${engine}`,
    include,
    environment: 'node' as const,
    // Every API test file imports the whole app; evaluating that graph once per worker instead
    // of once per file more than halves the suite. Files build their own apps and databases, and
    // the app keeps no state in its modules beyond caches of pure lookups. A file that must spy
    // on a module loads its own copy of the app (see features/account/enumeration.test.ts).
    isolate: false,
    env: { TEST_DB: engine },
    globalSetup: apiGlobalSetup,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // At least two workers, even on two cores: an API test spends much of its time waiting for
    // the database server, so a second file runs in those waits (vitest's default is cores - 1).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      { test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'], environment: 'node' } },
      // The console's logic tests run in Node. Component tests (*.test.tsx that render) opt into
      // a real DOM with a `// @vitest-environment jsdom` first line: vitest has no per-glob
      // environment any more, and a DOM for every file made this project far slower and
      // broke the tests that stand in their own storage.
      {
        test: {
          name: 'web-unit',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
          environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
        },
      },
      // GuardOS, the guard's phone app: the same rules as the console's (jsdom opted into per file).
      {
        test: {
          name: 'guard-unit',
          include: ['apps/guard/src/**/*.test.{ts,tsx}'],
          environment: 'node',
          environmentOptions: { jsdom: { url: 'http://localhost:3000/guardos/' } },
        },
      },
      apiProject('pglite', postgres ? engineTests : apiTests),
      ...(postgres ? [apiProject('postgres', apiTests)] : []),
    ],
  },
});
