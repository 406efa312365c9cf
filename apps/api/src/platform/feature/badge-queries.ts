import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { communityRows } from '../db/community-statement';
import type { BadgeContext } from './define-feature';

type CommunityTable = PgTable & { communityId: PgColumn };

/**
 * Several counts of one community's rows for a badge, in one statement and one round trip
 * (no transaction: `communityRows` names the community for row-level security). Each count is
 * its own subquery, so each can use the index that fits its condition.
 */
export async function badgeCounts<K extends string>(
  ctx: Pick<BadgeContext, 'db' | 'scope'>,
  counts: Record<K, { table: CommunityTable; where?: SQL }>,
): Promise<Record<K, number>> {
  const columns = Object.entries<{ table: CommunityTable; where?: SQL }>(counts).map(
    ([name, { table, where }]) =>
      sql`(select count(*) from ${table} where ${ctx.scope.owns(table, where)})::int as ${sql.identifier(name)}`,
  );
  const [row] = await communityRows<Record<K, unknown>>(
    ctx.db,
    ctx.scope.communityId,
    sql`select ${sql.join(columns, sql`, `)}`,
  );
  return Object.fromEntries(Object.keys(counts).map((k) => [k, Number(row?.[k as K] ?? 0)])) as Record<
    K,
    number
  >;
}
