import { OPEN_STATUSES } from '@cc/contracts/billing';
import { billNoText } from './bill-number-queries';
import type { BillRow } from './bill-queries';
import { statusPhrase } from './bill-state';
import type { BillingWork } from './billing-work';
import { type PromptPayTarget, promptPayPayload, promptPayRef } from './documents/promptpay-payload';
import { conflict } from './refusals';
import { promptPayAccount } from './setting-queries';

/**
 * The PromptPay payload of a bill's outstanding amount, into the community's first PromptPay
 * account. A biller account carries the bill's number and unit as references, so the bank
 * statement names the bill it paid.
 */
export async function billPayment(w: BillingWork, row: BillRow) {
  const amountSatang = row.totalSatang - row.paidSatang;
  // A bill of nothing (every line zero) has no QR to pay: a PromptPay amount is at least 1 satang.
  if (!(OPEN_STATUSES as readonly string[]).includes(row.status) || amountSatang <= 0)
    throw conflict('BILLING_BILL_NOTHING_TO_PAY', { status: statusPhrase(row.status) });
  const account = await promptPayAccount(w);
  if (!account?.promptpayKind || !account.promptpayId) throw conflict('BILLING_NO_PROMPTPAY');
  const target: PromptPayTarget =
    account.promptpayKind === 'BILLER'
      ? { kind: 'BILLER', billerID: account.promptpayId }
      : { kind: account.promptpayKind, id: account.promptpayId };
  const refs = { ref1: billNoText(row.billNo), ref2: promptPayRef(row.unitNo) ? row.unitNo : undefined };
  return { payload: promptPayPayload(target, amountSatang, refs), amountSatang };
}

/** What a resident may still pay on a bill by PromptPay, or null: paid, recalled or no account. */
export async function paymentIfOwed(w: BillingWork, row: BillRow) {
  const open = (OPEN_STATUSES as readonly string[]).includes(row.status);
  if (!open || row.totalSatang - row.paidSatang <= 0) return null;
  const account = await promptPayAccount(w);
  return account?.promptpayKind && account.promptpayId ? billPayment(w, row) : null;
}
