import type { BillStatus } from '@cc/contracts/billing';
import type { BillRow } from './bill-queries';
import { conflict, phrase } from './refusals';

/** A bill's state in the reader's language, for refusals that name it. */
export const statusPhrase = (status: BillStatus) => phrase(`BILLING_STATUS_${status}`);

/**
 * A bill may change while it is a draft or issued with nothing paid, and only from the version
 * the caller read; the state is checked first, so a refusal names what the bill has become.
 */
export function assertChangeable(row: BillRow, version: number) {
  const unpaid = row.status === 'DRAFT' || (row.status === 'ISSUED' && row.paidSatang === 0);
  if (!unpaid) throw conflict('BILLING_BILL_NOT_CHANGEABLE', { status: statusPhrase(row.status) });
  if (row.version !== version) throw conflict('BILLING_BILL_STALE');
}

/** Only an issued bill with no payment on it can be recalled (a verified payment would be undone). */
export function assertRecallable(row: BillRow) {
  if (row.status !== 'ISSUED' || row.paidSatang > 0)
    throw conflict('BILLING_BILL_NOT_RECALLABLE', { status: statusPhrase(row.status) });
}
