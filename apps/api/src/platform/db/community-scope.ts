import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { escapeLiteral } from 'pg';
import { type Database, isNodePostgres, type Transaction } from './client';

/**
 * The one way to reach community-scoped rows. It filters on the community and runs work in a
 * transaction that names the community (`app.community_id`), so row-level security can later
 * enforce the same rule beneath the code without any feature changing.
 */
export interface CommunityScope {
  readonly communityId: string;
  /** `table.community_id = this community`, and any further conditions. */
  owns(table: { communityId: PgColumn }, ...conditions: (SQL | undefined)[]): SQL;
  run<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
}

/**
 * On node-postgres, `begin` and the setting travel as one simple-protocol query, so naming the
 * community costs no round trip of its own: Drizzle writes the transaction's access mode right
 * after `begin`, and a query without parameters may hold two statements. No parameter there,
 * so the id goes as a literal quoted by pg's own escapeLiteral. (PGlite sends every query with
 * the extended protocol, one statement each: there the setting is the transaction's first query.)
 */
const namingBegin = (communityId: string) => ({
  accessMode:
    `read write; select set_config('app.community_id', ${escapeLiteral(communityId)}, true)` as 'read write',
});

export function communityScope(db: Database, communityId: string): CommunityScope {
  return {
    communityId,
    owns: (table, ...conditions) => and(eq(table.communityId, communityId), ...conditions)!,
    run: (work) =>
      isNodePostgres(db)
        ? db.transaction(work, namingBegin(communityId))
        : db.transaction(async (tx) => {
            await tx.execute(sql`select set_config('app.community_id', ${communityId}, true)`);
            return work(tx);
          }),
  };
}
