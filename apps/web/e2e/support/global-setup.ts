import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { ARTIFACTS, startServer, templateDir } from './server';

const HOUR = 3_600_000;

/**
 * Seeds the demo data once, into this run's template directory, and stops that server so the
 * directory is at rest: each worker then starts its own server on a copy (a few seconds instead
 * of a full seed). Folders of runs older than an hour go; a recent one may belong to a run still
 * going, or hold the logs someone is reading.
 */
export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return;
  mkdirSync(ARTIFACTS, { recursive: true });
  for (const name of readdirSync(ARTIFACTS)) {
    const dir = path.join(ARTIFACTS, name);
    if (/^(run|data)-/.test(name) && Date.now() - statSync(dir).mtimeMs > HOUR) {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  process.env.E2E_RUN_DIR = path.join(ARTIFACTS, `run-${Date.now()}`);
  const server = await startServer(seedPort(), templateDir(), true);
  await server.stop();
}

/** The seeding server's port; workers use the ports after it (E2E_PORT + 1 + worker slot). */
export const seedPort = () => Number(process.env.E2E_PORT ?? 3199);
