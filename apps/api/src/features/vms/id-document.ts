import { createHmac } from 'node:crypto';
import { type IdDocumentType, idNumberProblem, normalizeIdNumber } from '@cc/contracts/vms-id';

/**
 * What the community keeps of a visitor's identity document: its type, its last four characters
 * (enough for a guard to read back "ending 3450") and a keyed hash. The clear number is never
 * returned, so it cannot reach a table, a log or an export by mistake.
 *
 * The hash is HMAC-SHA256 keyed with the community's own secret over `type:normalized number`:
 * - keyed, because a 13-digit Thai ID has few enough values that a plain hash is reversed by
 *   trying them all; without the secret the hash tells nothing;
 * - per community, so two communities' records of one visitor cannot be joined;
 * - over the normalized number, so the same card typed with or without dashes matches itself
 *   (a repeat visitor, a banned list), and with the type, so a passport and a licence that
 *   happen to share a number stay apart;
 * - base64url, not hex: hex is mostly digits, and a hash holding a 13-digit run would look like
 *   a national ID to anyone (or any scanner) searching stored data for one.
 * Rotating the secret changes every hash: matching old records then needs the old secret.
 */
export interface ProtectedIdDocument {
  type: IdDocumentType;
  last4: string;
  hash: string;
}

/** A community secret shorter than this is a setup mistake, not a key. */
export const ID_SECRET_MIN_BYTES = 32;

export type IdDocumentErrorCode = 'INVALID_ID_NUMBER' | 'WEAK_SECRET';

export class IdDocumentError extends Error {
  constructor(
    readonly code: IdDocumentErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'IdDocumentError';
  }
}

export function protectIdDocument(
  secret: Uint8Array,
  doc: { type: IdDocumentType; number: string },
): ProtectedIdDocument {
  if (secret.byteLength < ID_SECRET_MIN_BYTES) {
    throw new IdDocumentError(
      'WEAK_SECRET',
      `The community secret must be at least ${ID_SECRET_MIN_BYTES} bytes`,
    );
  }
  const problem = idNumberProblem(doc.type, doc.number);
  if (problem) throw new IdDocumentError('INVALID_ID_NUMBER', problem);
  const number = normalizeIdNumber(doc.number);
  const hash = createHmac('sha256', secret).update(`${doc.type}:${number}`).digest('base64url');
  return { type: doc.type, last4: number.slice(-4), hash };
}
