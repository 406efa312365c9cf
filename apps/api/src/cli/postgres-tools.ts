import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const DEBIAN_CLUSTERS = '/usr/lib/postgresql';

/**
 * Where pg_dump and pg_restore may be: PATH first, then Debian's versioned folders
 * (`/usr/lib/postgresql/<major>/bin`), newest major first, since a newer pg_dump reads an older
 * server and not the other way round.
 */
export function postgresToolDirs(): string[] {
  const fromPath = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  const majors = existsSync(DEBIAN_CLUSTERS)
    ? readdirSync(DEBIAN_CLUSTERS)
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return [...fromPath, ...majors.map((v) => path.join(DEBIAN_CLUSTERS, v, 'bin'))];
}

/** The tool's path, or a refusal naming what to install. */
export function findPostgresTool(name: 'pg_dump' | 'pg_restore', dirs = postgresToolDirs()): string {
  const found = dirs.map((d) => path.join(d, name)).find((p) => existsSync(p));
  if (found) return found;
  throw new Error(
    `${name} not found on PATH or in ${DEBIAN_CLUSTERS}/*/bin: install the PostgreSQL client tools ` +
      `of the server's major version or newer (Debian/Ubuntu: apt-get install postgresql-client; ` +
      `Alpine: apk add postgresql-client; macOS: brew install libpq)`,
  );
}

/**
 * Runs a PostgreSQL client tool against `url`. The password goes in PGPASSWORD, not on the
 * command line, where every user of the machine could read it in the process list.
 */
export function runPostgresTool(tool: string, url: string, args: string[]): Promise<void> {
  const target = new URL(url);
  const password = decodeURIComponent(target.password);
  target.password = '';
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, `--dbname=${target.toString()}`], {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(tool)} failed (exit ${code}):\n${stderr.trim()}`));
    });
  });
}
