import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext } from '@playwright/test';
import type { E2EServer } from './server';

const REPO = path.resolve(import.meta.dirname, '../../../..');

/** `npm run admin -- <command> --flag value ...` against the worker's server's DATA_DIR. */
export async function adminCli(server: E2EServer, command: string, flags: Record<string, string>) {
  const args = [
    'run',
    '--silent',
    'admin',
    '--',
    command,
    ...Object.entries(flags).flatMap(([k, v]) => [`--${k}`, v]),
  ];
  const { stdout } = await promisify(execFile)('npm', args, {
    cwd: REPO,
    env: { ...process.env, DATA_DIR: server.dataDir },
  });
  // npm may still print warnings before the command's JSON.
  return JSON.parse(stdout.slice(stdout.indexOf('{'))) as Record<string, unknown>;
}

/** The same command sent the way the CLI sends it, without starting a process each time. */
export async function operatorCommand(
  request: APIRequestContext,
  server: E2EServer,
  command: string,
  args: Record<string, string>,
) {
  const res = await request.post(`${server.url}/api/operator/command`, {
    headers: { 'x-operator-token': server.operatorToken },
    data: { command, args },
  });
  if (!res.ok()) throw new Error(`operator ${command} failed: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { data: Record<string, unknown> }).data;
}
