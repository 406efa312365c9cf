import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium';

/**
 * E2E against the real product: the API serves the built console (run `npm run build -w apps/web`
 * first) on a fresh data directory with the demo seed. E2E_BASE_URL points the suite at a server
 * that is already running instead (for local work); CI leaves it unset.
 */
// E2E_PORT and E2E_WEB_DIST let several suites run at once on one machine without sharing a port
// or a build folder.
const PORT = Number(process.env.E2E_PORT ?? 3199);
const webDist = process.env.E2E_WEB_DIST ? path.resolve(process.env.E2E_WEB_DIST) : undefined;
const external = process.env.E2E_BASE_URL;
const dataDir = path.resolve(import.meta.dirname, `e2e/.artifacts/data-${Date.now()}`);

export default defineConfig({
  testDir: './e2e',
  outputDir: './e2e/.artifacts/results',
  // The demo users are shared state (preferences, profile), so specs run one at a time.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['html', { outputFolder: 'e2e/.artifacts/report', open: 'never' }]]
    : 'list',
  use: {
    baseURL: external ?? `http://127.0.0.1:${PORT}`,
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
  webServer: external
    ? undefined
    : {
        command: 'npm run start -w apps/api',
        cwd: '../..',
        url: `http://127.0.0.1:${PORT}/api/health`,
        reuseExistingServer: false,
        timeout: 120_000,
        env: {
          PORT: String(PORT),
          DATA_DIR: dataDir,
          SEED_DEMO: 'true',
          LOG_LEVEL: 'warn',
          ...(webDist ? { WEB_DIST: webDist } : {}),
        },
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
