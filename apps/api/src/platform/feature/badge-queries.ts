import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import type { CommunityScope } from '../db/community-scope';
import { communityRows } from '../db/community-statement';

type CommunityTable = PgTable & { communityId: PgColumn };

/** How many of this community's rows of `table` meet `where`: a scalar subquery for a badge. */
export const badgeCount = (scope: CommunityScope, table: CommunityTable, where?: SQL): SQL =>
  sql`(select count(*) from ${table} where ${scope.owns(table, where)})`;

/**
 * Every count of every badge in one statement and one round trip (no transaction:
 * `communityRows` names the community for row-level security). Each count is its own
 * subquery, so each uses the index that fits its condition. Answers the numbers by name.
 */
export async function readBadgeCounts(
  db: Database,
  scope: CommunityScope,
  counts: ReadonlyMap<string, SQL>,
): Promise<Map<string, number>> {
  if (counts.size === 0) return new Map();
  const columns = [...counts].map(([name, expr]) => sql`(${expr})::int as ${sql.identifier(name)}`);
  const [row] = await communityRows<Record<string, unknown>>(
    db,
    scope.communityId,
    sql`select ${sql.join(columns, sql`, `)}`,
  );
  return new Map([...counts.keys()].map((name) => [name, Number(row?.[name] ?? 0)]));
}
