import { OPEN_STATUSES } from '@cc/contracts/billing';
import { billNoText } from './bill-number-queries';
import type { BillRow } from './bill-queries';
import { statusPhrase } from './bill-state';
import type { BillingWork } from './billing-work';
import { type PromptPayTarget, promptPayPayload } from './documents/promptpay-payload';
import { conflict } from './refusals';
import { promptPayAccount } from './setting-queries';

/** A reference as a biller's statement takes it: upper-case letters and digits, at most 20. */
const reference = (text: string) =>
  text
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 20);

/**
 * The PromptPay payload of a bill's outstanding amount, into the community's first PromptPay
 * account. A biller account carries the bill's number and unit as references, so the bank
 * statement names the bill it paid.
 */
export async function billPayment(w: BillingWork, row: BillRow) {
  if (!(OPEN_STATUSES as readonly string[]).includes(row.status))
    throw conflict('BILLING_BILL_NOTHING_TO_PAY', { status: statusPhrase(row.status) });
  const account = await promptPayAccount(w);
  if (!account?.promptpayKind || !account.promptpayId) throw conflict('BILLING_NO_PROMPTPAY');
  const amountSatang = row.totalSatang - row.paidSatang;
  const target: PromptPayTarget =
    account.promptpayKind === 'BILLER'
      ? { kind: 'BILLER', billerID: account.promptpayId }
      : { kind: account.promptpayKind, id: account.promptpayId };
  const refs = { ref1: reference(billNoText(row.billNo)), ref2: reference(row.unitNo) || undefined };
  return { payload: promptPayPayload(target, amountSatang, refs), amountSatang };
}
