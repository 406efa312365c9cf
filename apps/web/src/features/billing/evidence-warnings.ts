import type { Evidence } from '@cc/contracts/billing';
import type { QueuedEvidence } from '@cc/contracts/billing-evidence-console-ops';

/** A warning on a payment: its locale key under `flag.` and the values the text names. */
export interface EvidenceWarning {
  key: 'UNREADABLE' | 'NOT_SLIP' | 'BAD_CRC' | 'duplicate' | 'amountMismatch';
  values?: Record<string, string | number>;
}

/** A payment as the lists answer it: the queue adds its bill's open amount and an earlier copy. */
export type ListedEvidence = Evidence & Partial<Pick<QueuedEvidence, 'billOutstandingSatang' | 'duplicate'>>;

/**
 * What a verifier must look at before deciding: the slip's QR unreadable, no slip or with a bad
 * CRC; the slip sent before (naming the bill that copy claimed); and, while it waits, an amount
 * other than what its chosen bill still owes.
 */
export function evidenceWarnings(e: ListedEvidence): EvidenceWarning[] {
  const out: EvidenceWarning[] = [];
  if (e.flaggedReason === 'REUSED_AFTER_REJECT') {
    const bill = e.duplicate ? (e.duplicate.billNo ?? e.duplicate.unitNo) : '–';
    out.push({ key: 'duplicate', values: { bill } });
  } else if (e.flaggedReason) out.push({ key: e.flaggedReason });
  const owed = e.billOutstandingSatang;
  if (e.status === 'SUBMITTED' && owed !== undefined && owed !== null && owed !== e.amountSatang)
    out.push({ key: 'amountMismatch', values: { owed, paid: e.amountSatang } });
  return out;
}
