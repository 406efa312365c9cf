import type { ParcelStatus } from '@cc/contracts/parcel';
import type { TFunction } from 'i18next';
import { ApiError } from '../../shared/api/api-error';

export const STATUS_COLOR: Record<ParcelStatus, string> = {
  WAITING: 'gold',
  HANDED_OUT: 'green',
  RETURNED: 'blue',
  DELETED: 'default',
};

/** Refusals the desk meets every day get a sentence in the reader's language. */
const KNOWN_CODES = new Set([
  'NETWORK',
  'PARCEL_STATE',
  'DUPLICATE_TRACKING',
  'NOT_A_RESIDENT',
  'UNIT_NOT_FOUND',
  'UNKNOWN_TYPE',
  'IMPORT_INVALID',
  'IMPORT_EMPTY',
  'FORBIDDEN',
  'RANGE_TOO_LONG',
]);

/**
 * What to show for a failed call: the translated sentence for a known refusal, with the API's
 * own message (which names the parcel and its state) after it; otherwise the API's message.
 */
export function errorText(t: TFunction<'parcel'>, error: unknown): string {
  if (error instanceof ApiError && KNOWN_CODES.has(error.code)) {
    const known = t(`errors.${error.code}` as 'errors.NETWORK');
    return error.isNetwork ? known : `${known} (${error.message})`;
  }
  return error instanceof Error ? error.message : String(error);
}
