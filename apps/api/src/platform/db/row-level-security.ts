import { sql } from 'drizzle-orm';
import { APP_ROLE } from './app-role';
import { type Executor, queryRows } from './client';

/** A table with a community_id column, and why row-level security does not hold it, if it does not. */
export interface CommunityTableProblem {
  table: string;
  problem: string;
}

interface CatalogueRow {
  table: string;
  enabled: boolean;
  forced: boolean;
  keyed: boolean;
  policies: number;
  owner: string;
}

/**
 * Reads the catalogue: every table of the public schema with a `community_id` column must have
 * row-level security enabled and forced, its one policy `community_rows` keyed on the
 * transaction's `app.community_id`, and no other policy (policies add up: a second one could let
 * any row through), and must not be owned by the application role (an owner may switch the
 * policies off). Answers what is wrong; nothing when all holds.
 */
export async function communityTableProblems(db: Executor): Promise<CommunityTableProblem[]> {
  const rows = await queryRows<CatalogueRow>(
    db,
    sql`select c.relname as "table", c.relrowsecurity as enabled, c.relforcerowsecurity as forced,
        pg_get_userbyid(c.relowner) as owner,
        (select count(*) from pg_policy p where p.polrelid = c.oid)::int as policies,
        exists (select 1 from pg_policy p where p.polrelid = c.oid and p.polname = 'community_rows'
          and p.polpermissive and p.polcmd = '*' and p.polroles = '{0}'
          and pg_get_expr(p.polqual, p.polrelid) like '%current_setting(''app.community_id''%') as keyed
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p')
        and exists (select 1 from pg_attribute a
          where a.attrelid = c.oid and a.attname = 'community_id' and a.attnum > 0 and not a.attisdropped)
      order by c.relname`,
  );
  return rows.flatMap((r) => {
    const problems = [
      !r.enabled && 'row-level security is not enabled',
      !r.forced && 'row-level security is not forced',
      !r.keyed && 'no community_rows policy keyed on app.community_id',
      r.policies > 1 && 'another policy beside community_rows',
      r.owner === APP_ROLE && `owned by ${APP_ROLE}`,
    ].filter((p): p is string => typeof p === 'string');
    return problems.map((problem) => ({ table: r.table, problem }));
  });
}

/** The tables `communityTableProblems` looks at: every one with a community_id column. */
export async function communityTables(db: Executor): Promise<string[]> {
  const rows = await queryRows<{ table_name: string }>(
    db,
    sql`select c.table_name from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and c.column_name = 'community_id' and t.table_type = 'BASE TABLE'
      order by c.table_name`,
  );
  return rows.map((r) => r.table_name);
}

/** What is wrong with the application role itself: it must exist, bypass nothing and be no superuser. */
export async function appRoleProblems(db: Executor): Promise<string[]> {
  const [role] = await queryRows<{ rolsuper: boolean; rolbypassrls: boolean }>(
    db,
    sql`select rolsuper, rolbypassrls from pg_roles where rolname = ${APP_ROLE}`,
  );
  if (!role) return [`no role ${APP_ROLE}`];
  return [
    role.rolsuper && `${APP_ROLE} is a superuser`,
    role.rolbypassrls && `${APP_ROLE} has BYPASSRLS`,
  ].filter((p): p is string => typeof p === 'string');
}
