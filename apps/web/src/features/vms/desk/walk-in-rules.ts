import {
  ID_NUMBER_INPUT_MAX,
  type IdDocumentType,
  idNumberProblem,
  normalizeIdNumber,
} from '@cc/contracts/vms-id';

/**
 * The key of the `desk` namespace that says why an ID number is refused, or null when the number
 * is valid: the contract's own rule (idNumberProblem), in the reader's language.
 */
export function idNumberError(type: IdDocumentType, raw: string): string | null {
  if (raw.length > ID_NUMBER_INPUT_MAX) return 'walkIn.idTooLong';
  if (!idNumberProblem(type, raw)) return null;
  const n = normalizeIdNumber(raw);
  return type === 'THAI_ID' && /^\d{13}$/.test(n) ? 'walkIn.idChecksum' : `walkIn.idFormat.${type}`;
}

/** A walk-in's key for the API: made when the form opens, so a second Enter is the same visit. */
export function newClientID(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Not a secure context (a gate PC reached by plain http): the same version 4 layout by hand.
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
