/**
 * Lighthouse scores (performance, accessibility, best practices) for the sign-in page and the
 * dashboard, desktop and mobile, in Debian's Chromium against the built console served by the
 * real API on a fresh demo database. Prints figures; asserts nothing.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium';

const PORT = 3197;
const DEBUG_PORT = 9333;
const base = `http://127.0.0.1:${PORT}`;
const root = path.resolve(import.meta.dirname, '../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-lighthouse-'));

const server = spawn('npm', ['run', 'start', '-w', 'apps/api'], {
  cwd: root,
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: 'ignore',
  detached: true,
});

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the API did not start');
}

type Row = {
  page: string;
  form: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** The metrics the performance score is made of, so a low score says where the time went. */
  metrics: string;
};
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const;
const rows: Row[] = [];

async function audit(page: string, url: string, form: 'desktop' | 'mobile') {
  const result = await lighthouse(
    url,
    {
      port: DEBUG_PORT,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      disableStorageReset: true,
    },
    form === 'desktop' ? desktopConfig : undefined,
  );
  const c = result!.lhr.categories;
  const score = (k: string) => Math.round((c[k]?.score ?? 0) * 100);
  const audits = result!.lhr.audits;
  const metrics = METRICS.map(([id, name]) => `${name} ${audits[id]?.displayValue ?? '?'}`).join(', ');
  rows.push({
    page,
    form,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    metrics,
  });
}

try {
  await waitForServer();
  const context = await chromium.launchPersistentContext(path.join(dataDir, 'chromium'), {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUG_PORT}`],
  });
  await audit('/signin', `${base}/signin`, 'desktop');
  await audit('/signin', `${base}/signin`, 'mobile');
  // Sign in with "remember me" in the same browser, so the dashboard audits open signed in.
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${base}/signin`);
  await page.locator('input[type="email"], input[name="email"]').first().fill('pmc@demo.test');
  await page.locator('input[type="password"]').first().fill('demo1234');
  await page.locator('input[type="checkbox"]').first().check();
  await page.locator('button[type="submit"]').first().click();
  await page.waitForURL(/\/dashboard/, { timeout: 30_000 });
  await audit('/dashboard', `${base}/dashboard`, 'desktop');
  await audit('/dashboard', `${base}/dashboard`, 'mobile');
  await context.close();
  console.log('\nLighthouse (Debian Chromium; aims: desktop performance 95+, mobile 85+, accessibility 95+)');
  console.log(
    'page'.padEnd(12),
    'form'.padEnd(8),
    'perf'.padStart(5),
    'a11y'.padStart(5),
    'best'.padStart(5),
  );
  for (const r of rows) {
    console.log(
      r.page.padEnd(12),
      r.form.padEnd(8),
      String(r.performance).padStart(5),
      String(r.accessibility).padStart(5),
      String(r.bestPractices).padStart(5),
      `  ${r.metrics}`,
    );
  }
} finally {
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
  await new Promise((r) => setTimeout(r, 1000));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
