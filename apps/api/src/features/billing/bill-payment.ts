import { OPEN_STATUSES } from '@cc/contracts/billing';
import {
  type PromptPayTarget,
  promptPayPayload,
  promptPayRef,
} from '../../platform/payment/promptpay-payload';
import { billNoText } from './bill-number-queries';
import type { BillRow } from './bill-queries';
import { statusPhrase } from './bill-state';
import type { BillingWork } from './billing-work';
import { conflict } from './refusals';
import { promptPayAccount } from './setting-queries';

/** What is still to pay on a bill, or 0: only an issued or part-paid bill is owed anything. */
export function owedOn(row: BillRow): number {
  const open = (OPEN_STATUSES as readonly string[]).includes(row.status);
  return open ? Math.max(0, row.totalSatang - row.paidSatang) : 0;
}

/** The community's PromptPay account a QR pays into (undefined when it has none). */
export type PromptPayAccount = Awaited<ReturnType<typeof promptPayAccount>>;

/**
 * The payload of `amountSatang` into `account`, or null without one. A biller account carries
 * the bill's number and unit as references, so the bank statement names the bill it paid.
 */
export function payloadInto(account: PromptPayAccount, row: BillRow, amountSatang: number) {
  if (!account?.promptpayKind || !account.promptpayId) return null;
  const target: PromptPayTarget =
    account.promptpayKind === 'BILLER'
      ? { kind: 'BILLER', billerID: account.promptpayId }
      : { kind: account.promptpayKind, id: account.promptpayId };
  const refs = { ref1: billNoText(row.billNo), ref2: promptPayRef(row.unitNo) ? row.unitNo : undefined };
  return { payload: promptPayPayload(target, amountSatang, refs), amountSatang };
}

/** The same into the community's first PromptPay account. */
async function payloadFor(w: BillingWork, row: BillRow, amountSatang: number) {
  return payloadInto(await promptPayAccount(w), row, amountSatang);
}

/** The PromptPay payload of a bill's outstanding amount, for the office; refused when none is due. */
export async function billPayment(w: BillingWork, row: BillRow) {
  const owed = owedOn(row);
  // A bill of nothing (every line zero) has no QR to pay: a PromptPay amount is at least 1 satang.
  if (owed === 0) throw conflict('BILLING_BILL_NOTHING_TO_PAY', { status: statusPhrase(row.status) });
  const payment = await payloadFor(w, row, owed);
  if (!payment) throw conflict('BILLING_NO_PROMPTPAY');
  return payment;
}

/** What a resident may still pay on a bill by PromptPay, or null: paid, recalled or no account. */
export async function paymentIfOwed(w: BillingWork, row: BillRow) {
  const owed = owedOn(row);
  return owed === 0 ? null : payloadFor(w, row, owed);
}
