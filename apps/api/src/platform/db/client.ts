import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { deferredLog, type FaultLog } from '../faults/fault-log';
import { APP_ROLE_OPTIONS, assertStartsAsAppRole, ENTER_APP_ROLE } from './app-role';
import { migratePgliteDatabase, migratePostgresDatabase } from './migrate';
import { resilientPool } from './pool';

/** The extensions the schema uses (pg_trgm: substring search; btree_gist: exclusion constraints on time ranges), loaded into every embedded database. */
export const PGLITE_EXTENSIONS = { pg_trgm, btree_gist };

/** The one database type features see, whichever engine is beneath it. */
export type Database = PgDatabase<PgQueryResultHKT>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** Databases over node-postgres, whose transactions may open with more than `begin` in one round trip. */
const overNodePostgres = new WeakSet<object>();
export const isNodePostgres = (db: Executor) => overNodePostgres.has(db);

/** A handle over a PostgreSQL pool, as it is: no migrations run. */
export function postgresHandle(pool: pg.Pool): DatabaseHandle {
  const db = drizzleNodePg({ client: pool });
  overNodePostgres.add(db);
  return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
}

/** A handle over an open PGlite, as it is: no migrations run. */
export function pgliteHandle(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client });
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
}

/** A pool whose every connection works as the application role (row-level security applies). */
export const appRolePool = (url: string, max = 10, log: FaultLog = deferredLog()) =>
  resilientPool(url, log, { max, options: APP_ROLE_OPTIONS });

/**
 * The same through a transaction pooler, which refuses startup options: the URL's login role
 * starts as the application role by its own default (`ALTER ROLE … SET role`), so nothing is
 * sent and nothing is set per session that a shared server connection could carry elsewhere.
 */
export const appLoginPool = (url: string, max = 10, log: FaultLog = deferredLog()) =>
  resilientPool(url, log, { max });

/** PGlite's one session, from here on as the application role. */
export async function enterAppRole(client: PGlite): Promise<void> {
  await client.exec(ENTER_APP_ROLE);
}

/**
 * PostgreSQL when a URL is given; otherwise PGlite, in `dataDir` or (without one) in memory.
 * Checked-in migrations run first, as the tables' owner (`migrationUrl`, else the URL's user);
 * on PostgreSQL under an advisory lock, so instances starting together on one database do not
 * race. The handle then works as the application role: straight to PostgreSQL by a startup
 * option, through a pooler (`migrationUrl` set) as a login role that starts as it, checked once.
 */
export async function openDatabase(opts: {
  url?: string;
  /** The owner, straight to PostgreSQL, when `url` goes through a transaction pooler. */
  migrationUrl?: string;
  /** Connections the pool opens at most (DB_POOL_MAX). */
  poolMax?: number;
  dataDir?: string;
  /** Where a lost connection is reported (the pool lives on and reconnects); stderr by default. */
  log?: FaultLog;
}): Promise<DatabaseHandle> {
  if (opts.url) {
    const owner = new pg.Pool({ connectionString: opts.migrationUrl ?? opts.url, max: 1 });
    try {
      await migratePostgresDatabase(owner);
    } finally {
      await owner.end();
    }
    const log = opts.log ?? deferredLog();
    if (!opts.migrationUrl) return postgresHandle(appRolePool(opts.url, opts.poolMax, log));
    const pool = appLoginPool(opts.url, opts.poolMax, log);
    await assertStartsAsAppRole(pool).catch(async (err: unknown) => {
      await pool.end();
      throw err;
    });
    return postgresHandle(pool);
  }
  if (opts.dataDir) fs.mkdirSync(opts.dataDir, { recursive: true });
  const client = await PGlite.create({
    extensions: PGLITE_EXTENSIONS,
    ...(opts.dataDir ? { dataDir: opts.dataDir } : {}),
  });
  const handle = pgliteHandle(client);
  await migratePgliteDatabase(handle.db);
  await enterAppRole(client);
  return handle;
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`, which Drizzle's shared type hides. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
