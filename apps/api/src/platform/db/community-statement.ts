import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { is, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { PgDialect, PgTransaction } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { type Database, type Executor, queryRows } from './client';
import type { CommunityScope } from './community-scope';

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
  return runText<T>(db, statementText(communityId, query));
}

/** The setting and the query as one message's text. */
function statementText(communityId: string, query: SQL): string {
  const setting = sql`select set_config('app.community_id', ${communityId}, true)`;
  const text = [setting, query].map((q) => dialect.sqlToQuery(q.inlineParams()).sql).join(';\n');
  if (text.includes('\0')) throw new NulInStatementError();
  return text;
}

/** Sends a statement text `statementText` made; the query's rows (the second result). */
async function runText<T>(db: Database, text: string): Promise<T[]> {
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  const results = is(db, NodePgDatabase)
    ? ((await (client as pg.Pool).query(text)) as unknown as pg.QueryResult[])
    : await (client as PGlite).exec(text);
  return results[1]!.rows as T[];
}

/**
 * `communityRows` for a read made on many requests whose statement differs only by the instant
 * it is asked at: `build(communityId, at)` is compiled once per community and its text kept,
 * and each call writes its own instant (`now`, a timestamptz literal) where `build` put `at`.
 * Building and escaping a statement through the query builder costs more CPU than the bare
 * query's whole round trip; this is a string join. `at` is found in the text by a marker no
 * value can hold by chance (random per process). At most `max` communities are kept; past it
 * the store starts over.
 */
export function keptCommunityRead<T>(build: (scope: CommunityScope, at: SQL) => SQL, max = 10_000) {
  const marker = `${randomUUID()}T00:00:00Z`;
  const kept = new Map<string, string[]>();
  return async (db: Database, scope: CommunityScope, now = Date.now()): Promise<T[]> => {
    const { communityId } = scope;
    if (is(db, PgTransaction))
      throw new Error('a kept community read runs on its own, not inside a transaction');
    if (communityId.includes('\0')) return [];
    let parts = kept.get(communityId);
    if (!parts) {
      const at = sql`${marker}::timestamptz`;
      parts = statementText(communityId, build(scope, at)).split(`'${marker}'::timestamptz`);
      if (kept.size >= max) kept.clear();
      kept.set(communityId, parts);
    }
    return runText<T>(db, parts.join(`'${new Date(now).toISOString()}'::timestamptz`));
  };
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
