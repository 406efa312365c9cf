import { decodeKey } from '../../platform/http/keyset';
import { badRequest } from './refusals';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The (time, id) of a page's last row, from a lastKey this area handed out, checked before it
 * reaches SQL: a key that is not a time and a UUID is a 400, never a database error.
 */
export function timeIdKey(lastKey: string | undefined): { at: string; id: string } | undefined {
  const key = decodeKey(lastKey, 2);
  if (!key) return undefined;
  const [time, id] = key;
  const at = typeof time === 'string' ? new Date(time) : new Date(Number.NaN);
  if (Number.isNaN(at.getTime()) || typeof id !== 'string' || !UUID.test(id))
    throw badRequest('BAD_LAST_KEY');
  return { at: at.toISOString(), id };
}
