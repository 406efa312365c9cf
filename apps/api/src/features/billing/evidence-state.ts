import type { EvidenceStatus } from '@cc/contracts/billing';
import { conflict, phrase } from './refusals';

/** A payment's state in the reader's language, for refusals that name it. */
export const evidenceStatusPhrase = (status: EvidenceStatus) => phrase(`BILLING_EVIDENCE_${status}`);

/** Only a payment still waiting is verified or rejected; the refusal names what it has become. */
export function assertDecidable(row: { status: EvidenceStatus }) {
  if (row.status !== 'SUBMITTED')
    throw conflict('BILLING_EVIDENCE_NOT_DECIDABLE', { status: evidenceStatusPhrase(row.status) });
}
