import type { BillDetail } from '@cc/contracts/billing';
import type { recallBillSchema, updateBillSchema } from '@cc/contracts/billing-inputs';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppServices } from '../../platform/services';
import { priced, totalOf } from './bill-lines';
import { scheduleNotices } from './bill-notices';
import { billDetail, findBill, linesOf, replaceLines } from './bill-queries';
import { assertChangeable, assertRecallable } from './bill-state';
import type { BillingWork } from './billing-work';
import { drawCredit } from './credit-queries';
import { conflict } from './refusals';
import { readSettings } from './setting-queries';
import { billingBillRevisions, billingBills } from './tables';

export type UpdateBill = z.output<typeof updateBillSchema>;

/**
 * Changes a draft or an unpaid issued bill from the version the caller read. The row is locked
 * first, so of simultaneous changes from one version exactly one wins and the rest answer 409.
 * The content before the change is kept as a revision; issuing a draft tells the residents.
 */
export async function updateBill(w: BillingWork, s: AppServices, input: UpdateBill): Promise<BillDetail> {
  const row = await findBill(w, input.billID, { lock: true });
  assertChangeable(row, input.version);
  const before = await linesOf(w, row.id);
  const { charges } = await readSettings(w);
  const lines = input.lines ? input.lines.map((l) => priced(l, charges.roundWholeBaht)) : before;
  const issuing = input.issue === true && row.status === 'DRAFT';
  await w.tx.insert(billingBillRevisions).values({
    communityId: w.scope.communityId,
    billId: row.id,
    version: row.version,
    dueDate: row.dueDate,
    totalSatang: row.totalSatang,
    lines: before,
    changedBy: w.userId,
    changedAt: w.now,
  });
  const [updated] = await w.tx
    .update(billingBills)
    .set({
      dueDate: input.dueDate ?? row.dueDate,
      totalSatang: totalOf(lines),
      version: row.version + 1,
      updatedAt: w.now,
      ...(issuing ? { status: 'ISSUED' as const, issuedAt: w.now } : {}),
    })
    .where(w.scope.owns(billingBills, eq(billingBills.id, row.id), eq(billingBills.version, row.version)))
    .returning({ id: billingBills.id });
  if (!updated) throw conflict('BILLING_BILL_STALE');
  if (input.lines) await replaceLines(w, row.id, lines);
  if (issuing) {
    await drawCredit(w, [{ id: row.id, unitId: row.unitId, totalSatang: totalOf(lines) }]);
    await scheduleNotices(w, s, [row.id]);
  }
  return billDetail(w, await findBill(w, row.id));
}

/** Voids an issued bill nothing was paid on; its number stays taken and the reason is kept. */
export async function recallBill(
  w: BillingWork,
  input: z.output<typeof recallBillSchema>,
): Promise<BillDetail> {
  const row = await findBill(w, input.billID, { lock: true });
  assertRecallable(row);
  await w.tx
    .update(billingBills)
    .set({
      status: 'RECALLED',
      recallReason: input.reason,
      recalledAt: w.now,
      recalledBy: w.userId,
      version: row.version + 1,
      updatedAt: w.now,
    })
    .where(w.scope.owns(billingBills, eq(billingBills.id, row.id)));
  return billDetail(w, await findBill(w, row.id));
}
