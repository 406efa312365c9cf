import path from 'node:path';
import { test as base } from '@playwright/test';
import { seedPort } from './global-setup';
import { copyTemplate, type E2EServer, runDir, startServer } from './server';
import { captureSession } from './sessions';

/**
 * Every worker runs its own API server on its own copy of the seeded demo data, so the demo users'
 * shared state (preferences, profile, language) is never shared between tests running at once.
 * Tests in one worker still run one after another on that server, and each puts the state it
 * relies on in place first. A worker that saw a failure is replaced, and its successor starts
 * from a fresh copy, so a failed test's leftovers never reach another test.
 */
const SESSION_REUSE_MS = 10 * 60_000;

interface WorkerFixtures {
  server: E2EServer;
  /** This worker's remembered session of a user, signed in through the form once. */
  sessionOf: (email: string) => Promise<{ name: string; value: string }[]>;
}

export const test = base.extend<object, WorkerFixtures>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use, workerInfo) => {
      const external = process.env.E2E_BASE_URL;
      if (external) {
        const url = new URL(external);
        await use({
          url: external,
          port: Number(url.port),
          dataDir: '',
          operatorToken: '',
          stop: async () => {},
        });
        return;
      }
      const dataDir = path.join(runDir(), `worker-${workerInfo.workerIndex}`);
      copyTemplate(dataDir);
      const server = await startServer(seedPort() + 1 + workerInfo.parallelIndex, dataDir, false);
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  sessionOf: [
    async ({ browser, server }, use) => {
      const taken = new Map<string, { at: number; items: ReturnType<typeof captureSession> }>();
      await use((email) => {
        const kept = taken.get(email);
        // Taken anew before its access token (15 minutes) could expire: a refresh would rotate
        // the refresh token and leave the kept copy signed out.
        if (kept && Date.now() - kept.at < SESSION_REUSE_MS) return kept.items;
        const items = captureSession(browser, server.url, email);
        taken.set(email, { at: Date.now(), items });
        return items;
      });
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => use(server.url),
});

export { type APIRequestContext, expect, type Page } from '@playwright/test';
