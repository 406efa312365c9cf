import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CLIENT } from './sign-in';

const API_DIR = path.resolve(import.meta.dirname, '..');

/** The instances' data directories (each holds its operator token), removed by the soak at the end. */
export const dataDirs: string[] = [];
/** An API instance of the compiled build on `port`, once it answers ready. */
export async function startInstance(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cc-soak-'));
  dataDirs.push(dataDir);
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: API_DIR,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  for (let i = 0; i < 600; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`instance on ${port} did not become ready`);
}

/** A demo user's bearer token, signed in on `base`. */
export async function token(base: string, username: string) {
  const res = await fetch(`${base}/api/authentication/token`, {
    method: 'POST',
    headers: { authorization: CLIENT, 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username, password: 'demo1234' }),
  });
  if (!res.ok) throw new Error(`sign-in ${username}: ${res.status}`);
  return `Bearer ${((await res.json()) as { access_token: string }).access_token}`;
}
