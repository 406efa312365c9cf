import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

export const ARTIFACTS = path.resolve(import.meta.dirname, '../.artifacts');
const API = path.resolve(import.meta.dirname, '../../../api');
/** The compiled API (`npm run build`), as production runs it: no tsx, no TypeScript at start. */
const SERVER = path.join(API, 'dist/server.js');

/** This run's folder (global setup names it); the template and each worker's data live there. */
export const runDir = () => {
  const dir = process.env.E2E_RUN_DIR;
  if (!dir) throw new Error('E2E_RUN_DIR is unset: the global setup did not run');
  return dir;
};

/** The demo data seeded once per run; every worker's server starts on a copy of it. */
export const templateDir = () => path.join(runDir(), 'template');

/** One running API server that serves the built console, and what the operator CLI needs. */
export interface E2EServer {
  url: string;
  port: number;
  dataDir: string;
  operatorToken: string;
  stop: () => Promise<void>;
}

/**
 * Starts the built `apps/api` on `port` over `dataDir` and resolves once /api/health answers.
 * The server stays in the runner's process group, so stopping the whole run also ends it.
 * `env` adds configuration of a spec's own server (a social sign-in provider, say).
 */
export async function startServer(
  port: number,
  dataDir: string,
  seed: boolean,
  env: Record<string, string> = {},
): Promise<E2EServer> {
  mkdirSync(dataDir, { recursive: true });
  const log = openSync(path.join(dataDir, 'server.log'), 'a');
  const webDist = process.env.E2E_WEB_DIST ? path.resolve(process.env.E2E_WEB_DIST) : undefined;
  if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: run \`npm run build\` first`);
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER], {
    cwd: API,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: String(seed),
      // Each worker is its own deployment: with a shared Redis (CI), its live messages and
      // attempt counts must not reach another worker's server, whose demo ids are the same.
      REDIS_PREFIX: `e2e-${port}:`,
      LOG_LEVEL: 'warn',
      ...(webDist ? { WEB_DIST: webDist } : {}),
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, dataDir);
  const operator = JSON.parse(readFileSync(path.join(dataDir, 'operator.json'), 'utf8')) as { token: string };
  return { url, port, dataDir, operatorToken: operator.token, stop: () => stopProcess(child) };
}

async function waitForHealth(url: string, child: ChildProcess, dataDir: string) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stopProcess(child);
  throw new Error(`API server on ${url} did not come up; see ${path.join(dataDir, 'server.log')}`);
}

/** SIGTERM lets the server close PGlite cleanly, so its data directory can be copied after. */
function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** A worker's own data directory: a fresh copy of the seeded template. */
export function copyTemplate(dataDir: string) {
  rmSync(dataDir, { recursive: true, force: true });
  cpSync(templateDir(), dataDir, { recursive: true });
  rmSync(path.join(dataDir, 'operator.json'), { force: true });
  rmSync(path.join(dataDir, 'server.log'), { force: true });
}
