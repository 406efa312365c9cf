import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from './client';

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

export function communityScope(db: Database, communityId: string): CommunityScope {
  return {
    communityId,
    owns: (table, ...conditions) => and(eq(table.communityId, communityId), ...conditions)!,
    run: (work) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('app.community_id', ${communityId}, true)`);
        return work(tx);
      }),
  };
}
