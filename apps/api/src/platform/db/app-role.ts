import type pg from 'pg';

/**
 * The roles the migration creates (see drizzle/0003_row_level_security.sql). The API's own
 * connections work as APP_ROLE, which owns no table and has no BYPASSRLS, so row-level security
 * holds every query it sends to the community its transaction names. Migrations run before the
 * switch, as whoever connected (the owner). ACROSS_ROLE bypasses the policies and is reached only
 * inside `acrossCommunities`, one transaction at a time.
 */
export const APP_ROLE = 'cc_app';
export const ACROSS_ROLE = 'cc_across';

/**
 * node-postgres connection options that start every pooled connection as APP_ROLE: a startup
 * parameter, so no connection is ever handed out before the switch and no query is spent on it.
 * (`RESET ROLE` then returns to APP_ROLE, not to the owner.)
 */
export const APP_ROLE_OPTIONS = `-c role=${APP_ROLE}`;

/** What PGlite's one session runs once migrations are done. */
export const ENTER_APP_ROLE = `set role ${APP_ROLE}`;

/**
 * Refuses a pool whose login does not start as APP_ROLE: behind a pooler no startup option can
 * switch it, and an owner or superuser login would pass every row-level security policy by.
 */
export async function assertStartsAsAppRole(pool: pg.Pool): Promise<void> {
  const { rows } = await pool.query<{ role: string; login: string }>(
    'select current_user as role, session_user as login',
  );
  const { role, login } = rows[0]!;
  if (role === APP_ROLE) return;
  throw new Error(
    `DATABASE_URL logs in as ${login} and works as ${role}, not ${APP_ROLE}. With DATABASE_MIGRATION_URL set, ` +
      `log in as a role that starts as ${APP_ROLE}, e.g. CREATE ROLE cc_api LOGIN PASSWORD '...' IN ROLE ${APP_ROLE}; ` +
      `ALTER ROLE cc_api SET role = '${APP_ROLE}' (docs/scaling.md, "Connections")`,
  );
}
