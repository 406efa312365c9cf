import { desc, eq } from 'drizzle-orm';
import { buddhistYear } from '../../platform/pdf/thai-text';
import type { BillingWork } from './billing-work';
import { findEvidence } from './evidence-queries';
import { evidenceStatusPhrase } from './evidence-state';
import { takeReceiptNumber } from './receipt-number-queries';
import { findReceipt } from './receipt-queries';
import { conflict } from './refusals';
import { billingReceipts } from './tables';

export interface ReissueReceipt {
  evidenceID: string;
  payerName?: string | null;
  payerAddress?: string | null;
  payerTaxID?: string | null;
}

/**
 * A new receipt for a verified payment whose receipt was cancelled with the payment kept. The
 * payment row is locked first, so two requests at once issue one receipt (the second finds it in
 * force). It records the shares of its cancelled predecessor (the bills were never un-paid) and
 * takes the next number of the year's counter in this transaction: a rollback leaves no gap.
 */
export async function reissueReceipt(w: BillingWork, input: ReissueReceipt) {
  const payment = await findEvidence(w, input.evidenceID, { lock: true });
  if (payment.status !== 'VERIFIED')
    throw conflict('BILLING_EVIDENCE_NOT_VERIFIED', { status: evidenceStatusPhrase(payment.status) });
  const receipts = await w.tx
    .select()
    .from(billingReceipts)
    .where(w.scope.owns(billingReceipts, eq(billingReceipts.evidenceId, payment.id)))
    .orderBy(desc(billingReceipts.issuedAt));
  if (receipts.some((r) => r.cancelledAt === null)) throw conflict('BILLING_RECEIPT_IN_FORCE');
  // A verified payment always had a receipt: the newest, cancelled, holds what it settled.
  const last = receipts[0]!;
  const beYear = buddhistYear(w.now, w.timeZone);
  const seq = await takeReceiptNumber(w, beYear);
  const [row] = await w.tx
    .insert(billingReceipts)
    .values({
      communityId: w.scope.communityId,
      beYear,
      seq,
      evidenceId: payment.id,
      unitId: payment.unitId,
      amountSatang: last.amountSatang,
      settlements: last.settlements,
      payerName: input.payerName ?? null,
      payerAddress: input.payerAddress ?? null,
      payerTaxId: input.payerTaxID ?? null,
      issuedAt: w.now,
      issuedBy: w.userId,
    })
    .returning({ id: billingReceipts.id });
  return findReceipt(w, row!.id);
}
