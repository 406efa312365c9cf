import pg from 'pg';
import { findPostgresTool, runPostgresTool } from './postgres-tools';

/**
 * The roles the schema's grants and policies name (migration 0003 creates them the same way).
 * Roles belong to the cluster, not the database, so pg_dump leaves them out and a restore into a
 * fresh cluster must create them before the grants in the dump can be restored.
 */
const ENSURE_ROLES = `
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'cc_app') THEN
    CREATE ROLE cc_app NOLOGIN NOBYPASSRLS;
  END IF;
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'cc_across') THEN
    CREATE ROLE cc_across NOLOGIN BYPASSRLS;
  END IF;
  IF NOT pg_has_role('cc_app', 'cc_across', 'MEMBER') THEN
    GRANT cc_across TO cc_app;
  END IF;
  IF NOT pg_has_role(current_user, 'cc_app', 'MEMBER') THEN
    EXECUTE format('GRANT cc_app TO %I', current_user);
  END IF;
END $$`;

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** How many migrations the database has applied (0 when it was never migrated). */
export const postgresMigrationCount = (url: string) =>
  withClient(url, async (client) => {
    const { rows } = await client.query<{ n: number }>(
      `select case when to_regclass('drizzle.__drizzle_migrations') is null then 0
         else (select count(*)::int from drizzle.__drizzle_migrations) end as n`,
    );
    return rows[0]!.n;
  });

/** How many tables the database holds outside PostgreSQL's own schemas: an empty target has none. */
const userTableCount = (client: pg.Client) =>
  client
    .query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables
        where table_schema not in ('pg_catalog', 'information_schema')`,
    )
    .then((r) => r.rows[0]!.n);

/**
 * pg_dump in its custom format: one consistent snapshot of the database even while API
 * instances write to it, so a PostgreSQL backup needs no downtime.
 */
export async function dumpPostgres(url: string, file: string): Promise<void> {
  const pgDump = findPostgresTool('pg_dump');
  await runPostgresTool(pgDump, url, ['--format=custom', '--no-owner', `--file=${file}`]);
}

/** Refuses a database that holds tables, unless `force`. Changes nothing. */
export async function checkPostgresTarget(url: string, force: boolean): Promise<void> {
  findPostgresTool('pg_restore');
  const tables = await withClient(url, userTableCount);
  if (tables > 0 && !force)
    throw new Error(
      `the database at DATABASE_URL is not empty (${tables} tables): restore into an empty database, ` +
        'or add --force to drop its schemas public and drizzle first',
    );
}

/**
 * Loads a custom-format dump into the database at `url`. With `force`, the schemas public and
 * drizzle are dropped first (everything in them is lost). One transaction: a restore that fails
 * half-way leaves the database as it was. The connecting user becomes the owner of every object,
 * as it is of a database it migrated.
 */
export async function restorePostgres(url: string, file: string, force: boolean): Promise<void> {
  const pgRestore = findPostgresTool('pg_restore');
  await withClient(url, async (client) => {
    if (force && (await userTableCount(client)) > 0)
      await client.query('drop schema if exists drizzle cascade; drop schema if exists public cascade');
    await client.query('create schema if not exists public');
    await client.query(ENSURE_ROLES);
  });
  await runPostgresTool(pgRestore, url, ['--no-owner', '--single-transaction', '--exit-on-error', file]);
}
