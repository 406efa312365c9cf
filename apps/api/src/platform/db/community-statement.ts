import type { PGlite } from '@electric-sql/pglite';
import { is, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { PgDialect, PgTransaction } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { type Database, type Executor, queryRows } from './client';

const dialect = new PgDialect();

/**
 * One read of one community's rows in one round trip, outside any transaction: the statement
 * that names the community (`app.community_id`, what row-level security holds every row to) and
 * the query travel together as one simple-protocol message, which PostgreSQL runs as one
 * implicit transaction, so the setting is gone when the answer arrives. For a lone statement
 * (the guard's membership read, a badge count) this costs what the bare query costs, where a
 * `communityScope(...).run` costs a BEGIN, the setting and a COMMIT more.
 *
 * The simple protocol takes no parameters, so the query's are written into it as literals
 * (drizzle's own escaping, under standard_conforming_strings); a NUL byte cannot travel in that
 * message at all and is refused first. Values come back as the drivers parse text results, so
 * keep to rows of plain columns (text, numbers, booleans).
 */
export async function communityRows<T>(db: Database, communityId: string, query: SQL): Promise<T[]> {
  if (is(db, PgTransaction)) throw new Error('communityRows runs on its own, not inside a transaction');
  // No text holds a NUL byte, so no community is named by one: it has no rows.
  if (communityId.includes('\0')) return [];
  const setting = sql`select set_config('app.community_id', ${communityId}, true)`;
  const text = [setting, query].map((q) => dialect.sqlToQuery(q.inlineParams()).sql).join(';\n');
  if (text.includes('\0')) throw new NulInStatementError();
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  const results = is(db, NodePgDatabase)
    ? ((await (client as pg.Pool).query(text)) as unknown as pg.QueryResult[])
    : await (client as PGlite).exec(text);
  return results[1]!.rows as T[];
}

/** A value held a NUL byte, which no PostgreSQL text can hold: a caller's bad input, never a fault. */
export class NulInStatementError extends Error {
  constructor() {
    super('a query value holds a NUL byte');
  }
}

/**
 * `query`'s rows in the community: inside a transaction as it is (a scope's transaction names the
 * community already; an `acrossCommunities` one sees every community), on its own through
 * `communityRows`. Keys are the selected columns' names.
 */
export async function inCommunity<T>(db: Executor, communityId: string, query: SQLWrapper): Promise<T[]> {
  if (is(db, PgTransaction)) return queryRows<T>(db, query.getSQL());
  return communityRows<T>(db, communityId, query.getSQL());
}
