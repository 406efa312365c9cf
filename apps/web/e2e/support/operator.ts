import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext } from '@playwright/test';

const ARTIFACTS = path.resolve(import.meta.dirname, '../.artifacts');
const REPO = path.resolve(import.meta.dirname, '../../../..');

interface OperatorFile {
  pid: number;
  port: number;
  token: string;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * The data directory of the server this suite started: the config names it by time, in another
 * process, so it is found by the operator file the server writes there (its port and pid).
 */
export function serverDataDir(port: number): { dataDir: string; operator: OperatorFile } {
  for (const name of readdirSync(ARTIFACTS)
    .filter((n) => n.startsWith('data-'))
    .sort()
    .reverse()) {
    const dataDir = path.join(ARTIFACTS, name);
    try {
      const operator = JSON.parse(readFileSync(path.join(dataDir, 'operator.json'), 'utf8')) as OperatorFile;
      if (operator.port === port && alive(operator.pid)) return { dataDir, operator };
    } catch {
      // not a running server's directory
    }
  }
  throw new Error(`no running server on port ${port} under ${ARTIFACTS}`);
}

/** `npm run admin -- <command> --flag value ...` against the running server's DATA_DIR. */
export async function adminCli(port: number, command: string, flags: Record<string, string>) {
  const { dataDir } = serverDataDir(port);
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
    env: { ...process.env, DATA_DIR: dataDir },
  });
  // npm may still print warnings before the command's JSON.
  return JSON.parse(stdout.slice(stdout.indexOf('{'))) as Record<string, unknown>;
}

/** The same command sent the way the CLI sends it, without starting a process each time. */
export async function operatorCommand(
  request: APIRequestContext,
  port: number,
  command: string,
  args: Record<string, string>,
) {
  const { operator } = serverDataDir(port);
  const res = await request.post(`http://127.0.0.1:${port}/api/operator/command`, {
    headers: { 'x-operator-token': operator.token },
    data: { command, args },
  });
  if (!res.ok()) throw new Error(`operator ${command} failed: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { data: Record<string, unknown> }).data;
}
