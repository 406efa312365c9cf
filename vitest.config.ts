import { configDefaults, defineConfig } from 'vitest/config';

const apiTests = ['apps/api/src/**/*.test.ts'];
/** Migrates and seeds the template databases once per run; each test app gets a copy. */
const apiGlobalSetup = 'apps/api/src/test/global-setup.ts';
/**
 * The schema fuzz runs on PGlite in every run; on PostgreSQL only when FUZZ_RUNS asks (`npm run
 * fuzz`): bad text reaches both engines' parsers alike, and the CI budget pays for one engine.
 * The isolation walk runs on both, since row-level security is the engines' own.
 */
const pgliteOnly = [
  ...configDefaults.exclude,
  ...(process.env.FUZZ_RUNS ? [] : ['apps/api/src/platform/http/route-fuzz.test.ts']),
];

/**
 * The API suite runs on embedded PGlite always, and again on PostgreSQL when TEST_DATABASE_URL
 * is set (CI sets it), so both engines are held to the same tests.
 */
export default defineConfig({
  test: {
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
      {
        test: {
          name: 'api-pglite',
          include: apiTests,
          environment: 'node',
          env: { TEST_DB: 'pglite' },
          globalSetup: apiGlobalSetup,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'api-postgres',
                include: apiTests,
                exclude: pgliteOnly,
                environment: 'node' as const,
                env: { TEST_DB: 'postgres' },
                globalSetup: apiGlobalSetup,
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
