import type { EvidenceStatus } from '@cc/contracts/billing';
import type { QueuedEvidence } from '@cc/contracts/billing-evidence-console-ops';
import { and, asc, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { pageOf } from '../../platform/http/keyset';
import { units } from '../../platform/residence/tables';
import { addDays, startOfLocalDay } from '../../platform/time/zone-clock';
import { billNoText } from './bill-number-queries';
import type { BillingWork } from './billing-work';
import { evidenceColumns, live, toEvidence } from './evidence-queries';
import { billingBills, billingEvidence as e } from './tables';
import { timeIdKey } from './time-id-key';

const earlier = alias(e, 'earlier_evidence');
const earlierBill = alias(billingBills, 'earlier_bill');
const earlierUnit = alias(units, 'earlier_unit');

export interface QueueFilter {
  status: EvidenceStatus;
  decidedOn?: string;
  lastKey?: string;
  limit: number;
}

/** Decided within the day `date` of the community's zone, whatever the server's zone. */
function decidedOnDay(w: BillingWork, date: string | undefined): SQL | undefined {
  if (!date) return undefined;
  return and(
    gte(e.decidedAt, startOfLocalDay(date, w.timeZone)),
    lt(e.decidedAt, startOfLocalDay(addDays(date, 1), w.timeZone)),
  );
}

/** What the chosen bill still owes, as a bill answer shows it (a recalled bill owes nothing). */
const owed = (r: { billStatus: string | null; billTotal: number | null; billPaid: number | null }) => {
  if (r.billStatus === null) return null;
  return r.billStatus === 'RECALLED' ? 0 : Math.max(r.billTotal! - r.billPaid!, 0);
};

/**
 * A keyset page of the community's live payments in one state. Waiting ones come oldest first
 * (the verifier clears the queue from its head); decided ones newest first. Each row carries what
 * its bill still owes (so an amount that does not match shows in the list) and, for a slip sent
 * before, the bill and state of that earlier copy: all in one statement, whatever the page size.
 */
export async function evidenceQueue(
  w: BillingWork,
  f: QueueFilter,
): Promise<{
  items: QueuedEvidence[];
  lastKey: string | null;
}> {
  const oldestFirst = f.status === 'SUBMITTED';
  const key = timeIdKey(f.lastKey);
  const after =
    key &&
    (oldestFirst
      ? sql`(${e.createdAt}, ${e.id}) > (${key.at}::timestamptz, ${key.id}::uuid)`
      : sql`(${e.createdAt}, ${e.id}) < (${key.at}::timestamptz, ${key.id}::uuid)`);
  const rows = await w.tx
    .select({
      ...evidenceColumns,
      billStatus: billingBills.status,
      billTotal: billingBills.totalSatang,
      billPaid: billingBills.paidSatang,
      earlierBillNo: earlierBill.billNo,
      earlierUnitNo: earlierUnit.unitNo,
      earlierStatus: earlier.status,
    })
    .from(e)
    .innerJoin(units, eq(units.id, e.unitId))
    .leftJoin(billingBills, eq(billingBills.id, e.billId))
    .leftJoin(earlier, and(eq(earlier.id, e.duplicateOf), eq(earlier.communityId, e.communityId)))
    .leftJoin(earlierBill, eq(earlierBill.id, earlier.billId))
    .leftJoin(earlierUnit, eq(earlierUnit.id, earlier.unitId))
    .where(w.scope.owns(e, live, eq(e.status, f.status), decidedOnDay(w, f.decidedOn), after))
    .orderBy(...(oldestFirst ? [asc(e.createdAt), asc(e.id)] : [desc(e.createdAt), desc(e.id)]))
    .limit(f.limit + 1);
  const page = pageOf(rows, f.limit, (r) => [r.createdAt.toISOString(), r.id]);
  return {
    lastKey: page.lastKey,
    items: page.items.map((r) => ({
      ...toEvidence(r),
      billOutstandingSatang: owed(r),
      duplicate:
        r.earlierStatus === null
          ? null
          : {
              billNo: r.earlierBillNo === null ? null : billNoText(r.earlierBillNo),
              unitNo: r.earlierUnitNo!,
              status: r.earlierStatus,
            },
    })),
  };
}
