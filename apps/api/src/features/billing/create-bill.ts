import type { BillDetail } from '@cc/contracts/billing';
import type { createBillSchema } from '@cc/contracts/billing-inputs';
import type { z } from 'zod';
import type { AppServices } from '../../platform/services';
import { chargeLines, dueDateOf, priced, totalOf } from './bill-lines';
import { scheduleNotices } from './bill-notices';
import { takeBillNumbers } from './bill-number-queries';
import { billDetail, findBill, findBillableUnit, insertLines } from './bill-queries';
import type { BillingWork } from './billing-work';
import { drawCredit } from './credit-queries';
import { badRequest, conflict } from './refusals';
import { readSettings } from './setting-queries';
import { billingBills } from './tables';

export type CreateBill = z.output<typeof createBillSchema>;

/**
 * One unit's bill for a month, with the next number. Its lines are the ones given, or else the
 * unit's charges. A unit has one live bill a period (the unique index holds it against a racing
 * run too); a refusal rolls back, giving the number back. An issued bill's notice commits with it,
 * and so does what the unit's credit paid of it.
 */
export async function createBill(w: BillingWork, s: AppServices, input: CreateBill): Promise<BillDetail> {
  const unit = await findBillableUnit(w, input.unitID);
  const { charges } = await readSettings(w);
  const lines = input.lines
    ? input.lines.map((l) => priced(l, charges.roundWholeBaht))
    : chargeLines(charges, unit, input.usage);
  if (!lines.length) throw badRequest('BILLING_NO_LINES', { unitNo: unit.unitNo });
  const billNo = await takeBillNumbers(w);
  const status = input.issue ? 'ISSUED' : 'DRAFT';
  const [row] = await w.tx
    .insert(billingBills)
    .values({
      communityId: w.scope.communityId,
      billNo,
      unitId: unit.unitId,
      period: input.period,
      dueDate: input.dueDate ?? dueDateOf(input.period, charges.dueDay),
      status,
      totalSatang: totalOf(lines),
      issuedAt: input.issue ? w.now : null,
      createdBy: w.userId,
    })
    .onConflictDoNothing()
    .returning({ id: billingBills.id, unitId: billingBills.unitId, totalSatang: billingBills.totalSatang });
  if (!row) throw conflict('BILLING_BILL_EXISTS', { unitNo: unit.unitNo, period: input.period });
  await insertLines(w, [{ billId: row.id, lines }]);
  if (input.issue) {
    await drawCredit(w, [row]);
    await scheduleNotices(w, s, [row.id]);
  }
  return billDetail(w, await findBill(w, row.id));
}
