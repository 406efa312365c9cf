import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/client';
import type { BillingWork } from './billing-work';
import { billingReceiptCounters, billingUnitCredits } from './tables';

/**
 * Takes the community's next receipt number of a Buddhist-era year. The upsert locks the counter
 * row to the end of the verifying transaction, so simultaneous verifies queue on it and one that
 * rolls back gives its number back: receipts run 1, 2, 3 with no gap and no repeat.
 */
export async function takeReceiptNumber(w: BillingWork, beYear: number): Promise<number> {
  const [row] = await queryRows<{ last_no: number }>(
    w.tx,
    sql`insert into ${billingReceiptCounters} (community_id, be_year, last_no)
      values (${w.scope.communityId}, ${beYear}, 1)
      on conflict (community_id, be_year) do update set last_no = ${billingReceiptCounters}.last_no + 1
      returning last_no`,
  );
  return Number(row!.last_no);
}

/** Adds to (or, negative, takes from) a unit's credit. */
export async function addUnitCredit(w: BillingWork, unitId: string, satang: number) {
  if (satang === 0) return;
  await queryRows(
    w.tx,
    sql`insert into ${billingUnitCredits} (community_id, unit_id, credit_satang)
      values (${w.scope.communityId}, ${unitId}, ${satang})
      on conflict (community_id, unit_id)
      do update set credit_satang = ${billingUnitCredits}.credit_satang + ${satang}`,
  );
}
