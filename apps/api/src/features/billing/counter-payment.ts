import { eq } from 'drizzle-orm';
import { findBill, findBillableUnit } from './bill-queries';
import type { BillingWork } from './billing-work';
import { findEvidence } from './evidence-queries';
import { evidenceStatusPhrase } from './evidence-state';
import { badRequest, conflict } from './refusals';
import { billingEvidence } from './tables';

export interface CounterPayment {
  unitID: string;
  billID?: string;
  amountSatang: number;
  paidAt: string;
  method: 'CASH' | 'CHEQUE' | 'TRANSFER';
  note?: string;
}

/**
 * Records a payment taken at the office. It waits to be verified like a slip, and whoever
 * recorded it cannot verify it (two people see every counter payment). A chosen bill must be the
 * unit's own.
 */
export async function recordCounterPayment(w: BillingWork, input: CounterPayment) {
  const unit = await findBillableUnit(w, input.unitID);
  if (input.billID) {
    const bill = await findBill(w, input.billID);
    if (bill.unitId !== unit.unitId) throw badRequest('BILLING_BILL_NOT_FOUND');
  }
  const [row] = await w.tx
    .insert(billingEvidence)
    .values({
      communityId: w.scope.communityId,
      unitId: unit.unitId,
      billId: input.billID ?? null,
      amountSatang: input.amountSatang,
      paidAt: new Date(input.paidAt),
      method: input.method,
      source: 'OFFICE',
      note: input.note ?? null,
      recordedBy: w.userId,
    })
    .returning({ id: billingEvidence.id });
  return findEvidence(w, row!.id);
}

/**
 * Takes back a counter payment not yet verified: the row stays, marked deleted by whom and when,
 * and leaves every list. A resident's slip is rejected (with a reason to them) instead.
 */
export async function deleteCounterPayment(w: BillingWork, evidenceId: string) {
  const row = await findEvidence(w, evidenceId, { lock: true });
  if (row.source !== 'OFFICE' || row.status !== 'SUBMITTED')
    throw conflict('BILLING_EVIDENCE_NOT_DELETABLE', { status: evidenceStatusPhrase(row.status) });
  await w.tx
    .update(billingEvidence)
    .set({ deletedAt: w.now, deletedBy: w.userId })
    .where(w.scope.owns(billingEvidence, eq(billingEvidence.id, evidenceId)));
}
