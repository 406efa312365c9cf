import { type ChildProcess, execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Database and Redis servers a test starts, stops and restarts itself, to hold the product to a
 * real outage. Each listens on a free port of `range` (the test's own, so parallel suites on one
 * machine never meet) and lives in a temporary directory removed with it.
 */

/** A port of `[from, to]` that nothing listens on now. */
export async function freePort(from: number, to: number): Promise<number> {
  const start = from + Math.floor(Math.random() * (to - from + 1));
  for (let i = 0; i <= to - from; i++) {
    const port = from + ((start - from + i) % (to - from + 1));
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer().once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${from}-${to}`);
}

/** The newest installed PostgreSQL's programs (Debian's layout), or null when there is none. */
export function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

export const hasRedisServer = () =>
  ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].some((p) => fs.existsSync(p));

export interface OwnPostgres {
  url: string;
  port: number;
  /** `pg_ctl stop -m fast`: sessions are ended ("terminating connection due to administrator command"). */
  stop(): Promise<void>;
  start(): Promise<void>;
  restart(): Promise<void>;
  /** Stops the cluster and removes its directory. */
  destroy(): Promise<void>;
}

/**
 * A cluster of its own: initdb into a temporary directory and pg_ctl start on a free port. The
 * server refuses to run as root, so as root the directory is given to `postgres` and every
 * program runs as that user.
 */
export async function startOwnPostgres(
  bin: string,
  ports: [number, number],
  { maxConnections = 40 } = {},
): Promise<OwnPostgres> {
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'cc-own-pg-'));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) await run('chown', ['-R', 'postgres:postgres', dir]);
  const pg = (program: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args])
      : run(path.join(bin, program), args);
  await pg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const port = await freePort(...ports);
  // No fsync: a fast shutdown still writes every committed row, which is all the tests restart.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=${maxConnections}`;
  const ctl = (...args: string[]) => pg('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), ...args]);
  const start = async () => void (await ctl('-o', options, '-w', 'start'));
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop: async () => void (await ctl('-m', 'fast', '-w', 'stop')),
    restart: async () => void (await ctl('-o', options, '-m', 'fast', '-w', 'restart')),
    async destroy() {
      await ctl('-m', 'immediate', '-w', 'stop').catch(() => {});
      await fsp.rm(dir, { recursive: true, force: true });
    },
  };
}

export interface OwnRedis {
  url: string;
  port: number;
  /** SIGKILL: the connection drops with no goodbye, as when a host or container dies. */
  kill(): Promise<void>;
  start(): Promise<void>;
}

/** redis-server without persistence on a free port; not started until `start()`. */
export async function ownRedis(ports: [number, number]): Promise<OwnRedis> {
  const port = await freePort(...ports);
  let child: ChildProcess | undefined;
  const kill = async () => {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    kill,
    async start() {
      child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        {
          stdio: 'ignore',
        },
      );
      await waitUntil(() => canConnect(port), 5000, 'redis-server did not start');
    },
  };
}

export function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Polls `check` every 20 ms until it holds; fails after `ms`. */
export async function waitUntil(check: () => Promise<boolean> | boolean, ms: number, what: string) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`${what} within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
