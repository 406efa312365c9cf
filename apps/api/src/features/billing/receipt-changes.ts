import { eq } from 'drizzle-orm';
import type { BillingWork } from './billing-work';
import { takeBackCredit } from './credit-queries';
import { findReceipt, type ReceiptRow } from './receipt-queries';
import { badRequest, conflict } from './refusals';
import { applyToBill } from './settlement-queries';
import { billingEvidence, billingReceipts } from './tables';

function assertLive(row: ReceiptRow) {
  if (row.cancelledAt) throw conflict('BILLING_RECEIPT_CANCELLED');
}

/**
 * Corrects who paid (name, address, tax ID) and nothing else; the revision printed grows by one.
 * A request naming no field is refused before anything is read, so no empty revision is counted.
 */
export async function updatePayer(
  w: BillingWork,
  input: {
    receiptID: string;
    payerName?: string | null;
    payerAddress?: string | null;
    payerTaxID?: string | null;
  },
) {
  const change = {
    ...(input.payerName !== undefined ? { payerName: input.payerName } : {}),
    ...(input.payerAddress !== undefined ? { payerAddress: input.payerAddress } : {}),
    ...(input.payerTaxID !== undefined ? { payerTaxId: input.payerTaxID } : {}),
  };
  if (Object.keys(change).length === 0) throw badRequest('BILLING_RECEIPT_NO_CHANGE');
  const current = await findReceipt(w, input.receiptID, { lock: true });
  assertLive(current);
  const [row] = await w.tx
    .update(billingReceipts)
    .set({ ...change, revision: current.revision + 1 })
    .where(w.scope.owns(billingReceipts, eq(billingReceipts.id, input.receiptID)))
    .returning({ id: billingReceipts.id });
  return findReceipt(w, row!.id);
}

/**
 * Cancels a receipt in one transaction. The receipt keeps its number, stamped with the reason.
 * Unless the payment is kept, what it paid comes off each bill (whose status follows what is
 * still paid) and off the unit's credit (or, credit already spent, off the later bills that drew
 * it), and the payment goes back to SUBMITTED, so a verifier can settle it again (a new receipt,
 * a new number) or reject it. Kept (`keepPayment`: only the paper was wrong), the payment stays
 * VERIFIED and settled, waiting for receipt/create to issue its replacement. Nothing is deleted.
 */
export async function cancelReceipt(
  w: BillingWork,
  input: { receiptID: string; reason: string; keepPayment?: boolean },
) {
  const row = await findReceipt(w, input.receiptID, { lock: true });
  assertLive(row);
  await w.tx
    .update(billingReceipts)
    .set({ cancelledAt: w.now, cancelledBy: w.userId, cancelReason: input.reason })
    .where(w.scope.owns(billingReceipts, eq(billingReceipts.id, row.id)));
  if (input.keepPayment) return findReceipt(w, row.id);
  for (const s of row.settlements) {
    if (s.billId) await applyToBill(w, s.billId, -s.amountSatang);
    else await takeBackCredit(w, row.unitId, s.amountSatang);
  }
  await w.tx
    .update(billingEvidence)
    .set({ status: 'SUBMITTED', verifiedBy: null, decidedAt: null })
    .where(w.scope.owns(billingEvidence, eq(billingEvidence.id, row.evidenceId)));
  return findReceipt(w, row.id);
}
