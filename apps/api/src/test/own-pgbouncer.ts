import { type ChildProcess, execFile, spawn } from 'node:child_process';
import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { API_ROOT } from '../platform/package-root';
import { canConnect, freePort, waitUntil } from './own-servers';

const run = promisify(execFile);
const PGBOUNCER = '/usr/sbin/pgbouncer';

/**
 * A PgBouncer of the test's own in transaction pooling, between the API and the test PostgreSQL,
 * as a deployment behind a managed database runs: every server connection serves many clients,
 * one transaction (or one lone statement) at a time, and nothing resets it in between. So any
 * state a request leaves on its session (a role, a community setting, a named prepared statement)
 * would surface in another client's request. Version 1.18 (Debian 12) knows no prepared
 * statements at all: a named one would meet another server connection and fail.
 */
export interface OwnPgBouncer {
  port: number;
  /** The URL of `database` through this PgBouncer as `user`. */
  url(database: string, user?: string): string;
  /** Server connections it holds open now (SHOW SERVERS on its admin console). */
  serverConnections(): Promise<number>;
  stop(): Promise<void>;
}

/** Why no PgBouncer can run here (installed by scripts/ensure-pgbouncer.sh), or null when it can. */
export async function pgbouncerMissing(): Promise<string | null> {
  try {
    await run('bash', [path.join(API_ROOT, '../../scripts/ensure-pgbouncer.sh')]);
    return null;
  } catch (err) {
    return `pgbouncer cannot be installed: ${(err as { stderr?: string }).stderr?.trim() || String(err)}`;
  }
}

/**
 * The login role the API reaches PostgreSQL as through a pooler: a member of cc_app that starts
 * as it (docs/scaling.md, "Connections"). Roles belong to the cluster, so test files running
 * at once may both create it: a duplicate is taken as done.
 */
export const POOLED_LOGIN = 'cc_api';
export async function ensurePooledLogin(adminUrl: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // The setting is written only when missing: two ALTER ROLEs at once can fail each other.
    await admin.query(`DO $$ BEGIN
      IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${POOLED_LOGIN}') THEN
        BEGIN CREATE ROLE ${POOLED_LOGIN} LOGIN IN ROLE cc_app;
        EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END;
      END IF;
      IF NOT EXISTS (SELECT FROM pg_db_role_setting s JOIN pg_roles r ON r.oid = s.setrole
          WHERE r.rolname = '${POOLED_LOGIN}' AND s.setdatabase = 0 AND 'role=cc_app' = ANY (s.setconfig)) THEN
        ALTER ROLE ${POOLED_LOGIN} SET role = 'cc_app';
      END IF; END $$`);
  } finally {
    await admin.end();
  }
}

/**
 * Starts pgbouncer in a temporary directory on a free port of `ports`, in front of the server
 * `serverUrl` names (every database on it), trusting every user as the test server does.
 * PgBouncer refuses to run as root, so as root it runs as `postgres`.
 */
export async function startOwnPgBouncer(
  serverUrl: string,
  { poolSize = 2, ports = [4740, 4769] as [number, number] } = {},
): Promise<OwnPgBouncer> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cc-pgbouncer-'));
  const server = new URL(serverUrl);
  const port = await freePort(...ports);
  await fs.writeFile(path.join(dir, 'users.txt'), `"postgres" ""\n"${POOLED_LOGIN}" ""\n`);
  await fs.writeFile(
    path.join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = host=${server.hostname} port=${server.port || 5432}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${dir}/users.txt`,
      'admin_users = postgres',
      'pool_mode = transaction',
      `default_pool_size = ${poolSize}`,
      // After a failed server login PgBouncer waits this long before the next (15 s by default):
      // a database back from a restart would stay unreachable for most of it.
      'server_login_retry = 1',
      'max_client_conn = 500',
      `logfile = ${dir}/pgbouncer.log`,
      '',
    ].join('\n'),
  );
  const asRoot = process.getuid?.() === 0;
  const ids = asRoot ? await postgresIds() : {};
  if (asRoot) await run('chown', ['-R', 'postgres:postgres', dir]);
  const child: ChildProcess = spawn(PGBOUNCER, [path.join(dir, 'pgbouncer.ini')], {
    ...ids,
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // A test process that ends without stopping it (a crash, a worker torn down) takes it along.
  const orphaned = () => {
    child.kill('SIGTERM');
    fsSync.rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', orphaned);
  await waitUntil(() => canConnect(port), 5000, `pgbouncer did not listen on ${port} (see ${dir})`);
  const url = (database: string, user = POOLED_LOGIN) => `postgres://${user}@127.0.0.1:${port}/${database}`;
  return {
    port,
    url,
    async serverConnections() {
      const admin = new pg.Client({ connectionString: url('pgbouncer', 'postgres') });
      await admin.connect();
      try {
        const { rows } = await admin.query<{ database: string }>('SHOW SERVERS');
        return rows.length;
      } finally {
        await admin.end();
      }
    },
    async stop() {
      // SIGTERM is 1.18's immediate shutdown: a pool a failed test left open does not hold it up.
      process.off('exit', orphaned);
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

async function postgresIds() {
  const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
  return { uid: Number(uid.stdout), gid: Number(gid.stdout) };
}

/**
 * `TEST_POOLER=pgbouncer`: the API project's global setup starts one PgBouncer for the run, and
 * every test app reaches its database through it, so any API suite can run behind transaction
 * pooling, e.g. `TEST_POOLER=pgbouncer npx vitest run apps/api/src/platform/tenancy`.
 */
export async function startRunPooler(adminUrl: string): Promise<OwnPgBouncer | undefined> {
  if (process.env.TEST_POOLER !== 'pgbouncer') return undefined;
  const missing = await pgbouncerMissing();
  if (missing) throw new Error(`TEST_POOLER=pgbouncer: ${missing}`);
  await ensurePooledLogin(adminUrl);
  return startOwnPgBouncer(adminUrl, { poolSize: 4 });
}
