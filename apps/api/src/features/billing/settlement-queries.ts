import { OPEN_STATUSES } from '@cc/contracts/billing';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { type BillRow, billsWithUnits, findBill } from './bill-queries';
import { statusPhrase } from './bill-state';
import type { BillingWork } from './billing-work';
import { addUnitCredit } from './receipt-number-queries';
import { conflict, notFound } from './refusals';
import { billingBills, type ReceiptSettlement } from './tables';

const isOpen = (status: string) => (OPEN_STATUSES as readonly string[]).includes(status);

/**
 * The bills a payment goes to, locked: the chosen one, else the unit's open bills oldest first.
 * A chosen bill of another unit reads as no such bill, as one of another community does.
 */
async function billsToPay(w: BillingWork, unitId: string, chosenBillId: string | null): Promise<BillRow[]> {
  if (chosenBillId) {
    const bill = await findBill(w, chosenBillId, { lock: true });
    if (bill.unitId !== unitId) throw notFound('BILLING_BILL_NOT_FOUND');
    if (!isOpen(bill.status) || bill.paidSatang >= bill.totalSatang)
      throw conflict('BILLING_BILL_NOTHING_TO_PAY', { status: statusPhrase(bill.status) });
    return [bill];
  }
  return billsWithUnits(w)
    .where(
      w.scope.owns(
        billingBills,
        eq(billingBills.unitId, unitId),
        inArray(billingBills.status, [...OPEN_STATUSES]),
      ),
    )
    .orderBy(asc(billingBills.dueDate), asc(billingBills.billNo))
    .for('update', { of: billingBills });
}

/**
 * Applies a verified payment: it pays the chosen bill, else the unit's open bills oldest first,
 * each up to what it still owes (PARTIALLY_PAID, or PAID when nothing is left); what remains is
 * the unit's credit. Answers what went where, for the receipt and for undoing it on cancel.
 */
export async function settlePayment(
  w: BillingWork,
  payment: { unitId: string; billId: string | null; amountSatang: number },
): Promise<ReceiptSettlement[]> {
  let left = payment.amountSatang;
  const settled: ReceiptSettlement[] = [];
  for (const bill of await billsToPay(w, payment.unitId, payment.billId)) {
    const share = Math.min(left, bill.totalSatang - bill.paidSatang);
    if (share <= 0) continue;
    await applyToBill(w, bill.id, share);
    settled.push({ billId: bill.id, amountSatang: share });
    left -= share;
    if (left === 0) break;
  }
  if (left > 0) {
    await addUnitCredit(w, payment.unitId, left);
    settled.push({ billId: null, amountSatang: left });
  }
  return settled;
}

/** Adds (or, negative, takes back) a payment on a bill and sets its status from what is paid. */
export async function applyToBill(w: BillingWork, billId: string, satang: number) {
  const paid = sql`${billingBills.paidSatang} + ${satang}`;
  await w.tx
    .update(billingBills)
    .set({
      paidSatang: sql`${paid}`,
      status: sql`case when ${paid} >= ${billingBills.totalSatang} then 'PAID'
        when ${paid} > 0 then 'PARTIALLY_PAID' else 'ISSUED' end`,
      version: sql`${billingBills.version} + 1`,
      updatedAt: w.now,
    })
    .where(w.scope.owns(billingBills, eq(billingBills.id, billId)));
}
