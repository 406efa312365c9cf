import { eq } from 'drizzle-orm';
import { buddhistYear } from '../../platform/pdf/thai-text';
import type { BillingWork } from './billing-work';
import { findEvidence } from './evidence-queries';
import { assertDecidable } from './evidence-state';
import { takeReceiptNumber } from './receipt-number-queries';
import { findReceipt, toReceipts } from './receipt-queries';
import { forbidden } from './refusals';
import { settlePayment } from './settlement-queries';
import { billingEvidence, billingReceipts } from './tables';
import { isVerifier } from './verifier-queries';

/**
 * Who may decide a payment beyond the operation's BILLING:approve: someone on the verifier list,
 * and never the person who recorded it (a counter payment is seen by two people). Checked before
 * the state, so a refused caller learns nothing of the payment's progress.
 */
async function assertMayDecide(w: BillingWork, recordedBy: string | null) {
  if (!(await isVerifier(w, w.userId!))) throw forbidden('BILLING_NOT_A_VERIFIER');
  if (recordedBy === w.userId) throw forbidden('BILLING_OWN_PAYMENT');
}

/**
 * Verifies a waiting payment in the caller's one transaction: the evidence row is locked, the
 * bills settled (settlePayment), the receipt numbered from the year's counter and written, the
 * evidence marked VERIFIED. Any failure rolls all of it back, the receipt number included.
 */
export async function verifyEvidence(w: BillingWork, input: { evidenceID: string; billID?: string }) {
  const row = await findEvidence(w, input.evidenceID, { lock: true });
  await assertMayDecide(w, row.recordedBy);
  assertDecidable(row);
  const billId = input.billID ?? row.billId;
  const settlements = await settlePayment(w, { unitId: row.unitId, billId, amountSatang: row.amountSatang });
  const beYear = buddhistYear(w.now, w.timeZone);
  const seq = await takeReceiptNumber(w, beYear);
  const [receipt] = await w.tx
    .insert(billingReceipts)
    .values({
      communityId: w.scope.communityId,
      beYear,
      seq,
      evidenceId: row.id,
      unitId: row.unitId,
      amountSatang: row.amountSatang,
      settlements,
      issuedAt: w.now,
      issuedBy: w.userId,
    })
    .returning();
  await w.tx
    .update(billingEvidence)
    .set({ status: 'VERIFIED', billId, verifiedBy: w.userId, decidedAt: w.now })
    .where(w.scope.owns(billingEvidence, eq(billingEvidence.id, row.id)));
  const [answer] = await toReceipts(w, [await findReceipt(w, receipt!.id)]);
  return { evidence: await findEvidence(w, row.id), receipt: answer! };
}

/** Rejects a waiting payment with the reason its residents are told; its slip may be sent again. */
export async function rejectEvidence(w: BillingWork, input: { evidenceID: string; reason: string }) {
  const row = await findEvidence(w, input.evidenceID, { lock: true });
  await assertMayDecide(w, row.recordedBy);
  assertDecidable(row);
  await w.tx
    .update(billingEvidence)
    .set({ status: 'REJECTED', rejectReason: input.reason, verifiedBy: w.userId, decidedAt: w.now })
    .where(w.scope.owns(billingEvidence, eq(billingEvidence.id, row.id)));
  return findEvidence(w, row.id);
}
