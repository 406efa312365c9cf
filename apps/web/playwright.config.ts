import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium';

/**
 * E2E against the real product: the API serves the built console (run `npm run build -w apps/web`
 * first). The global setup seeds the demo data once; each worker then runs its own server on its
 * own copy (e2e/support/fixtures.ts), so tests run in parallel without sharing the demo users.
 * E2E_PORT is the first of the ports the run uses (one more per worker) and E2E_WEB_DIST the
 * build folder, so several suites can run at once on one machine. E2E_WORKERS sets the number
 * of workers (default 2). E2E_BASE_URL points the suite at a server that is already running
 * instead (for local work); then one worker, since that server's demo users are shared.
 */
const external = process.env.E2E_BASE_URL;

export default defineConfig({
  testDir: './e2e',
  // The screens saved for a person to look at (`npm run screens -w apps/web`) assert only that
  // each screen came up, which the flows' own specs already do: CI's time goes to those.
  testIgnore: process.env.SCREENS ? [] : ['**/screenshots.spec.ts'],
  outputDir: './e2e/.artifacts/results',
  globalSetup: './e2e/support/global-setup.ts',
  workers: external ? 1 : Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: true,
  // A test passes on its own merit the first time or it fails: no retries hide a flaky one.
  retries: 0,
  // Two workers share the machine's cores, so a test gets about half the CPU it had alone.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['html', { outputFolder: 'e2e/.artifacts/report', open: 'never' }]]
    : 'list',
  use: {
    headless: true,
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The console honours prefers-reduced-motion (antd motion off), so menus and dialogs open
    // and close at once: no click lands on a menu still sliding in or a dialog still fading out.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
