import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/client';
import type { BillingWork } from './billing-work';
import { billingCounters } from './tables';

/**
 * Takes `count` running bill numbers of the community and answers the first. The upsert locks
 * the counter row to the end of the transaction, so simultaneous creates and runs queue on it and
 * a rolled-back one gives its numbers back: no gap, no repeat.
 */
export async function takeBillNumbers(w: BillingWork, count = 1): Promise<number> {
  const [row] = await queryRows<{ last_no: number }>(
    w.tx,
    sql`insert into ${billingCounters} (community_id, last_no) values (${w.scope.communityId}, ${count})
      on conflict (community_id) do update set last_no = ${billingCounters}.last_no + ${count}
      returning last_no`,
  );
  return Number(row!.last_no) - count + 1;
}

/** How a bill's number is written on screens and paper: INV-000123. */
export const billNoText = (no: number) => `INV-${String(no).padStart(6, '0')}`;
