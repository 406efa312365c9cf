import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { migratePgliteDatabase, migratePostgresDatabase } from './migrate';

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

/**
 * PostgreSQL when a URL is given; otherwise PGlite, in `dataDir` or (without one) in memory.
 * Checked-in migrations run before the handle is returned; on PostgreSQL under an advisory lock,
 * so instances starting together on one database do not race.
 */
export async function openDatabase(opts: { url?: string; dataDir?: string }): Promise<DatabaseHandle> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    await migratePostgresDatabase(pool);
    return postgresHandle(pool);
  }
  if (opts.dataDir) fs.mkdirSync(opts.dataDir, { recursive: true });
  const handle = pgliteHandle(await PGlite.create(opts.dataDir ? { dataDir: opts.dataDir } : {}));
  await migratePgliteDatabase(handle.db);
  return handle;
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`, which Drizzle's shared type hides. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
