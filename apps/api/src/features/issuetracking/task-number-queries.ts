import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { issueCounters } from './tables';

/**
 * The community's next running task number. The upsert takes the counter row's lock and holds
 * it to the end of the transaction, so simultaneous creates queue on it: each gets the next
 * number, and a create that fails gives its number back with its rollback (no gap, no repeat).
 */
export async function nextTaskNo(tx: Executor, scope: CommunityScope): Promise<number> {
  const [row] = await queryRows<{ last_no: number }>(
    tx,
    sql`insert into ${issueCounters} (community_id, last_no) values (${scope.communityId}, 1)
      on conflict (community_id) do update set last_no = ${issueCounters}.last_no + 1
      returning last_no`,
  );
  return Number(row!.last_no);
}
