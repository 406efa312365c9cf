import { badRequest } from '../errors';

type KeyPart = string | number | null;

/** The opaque `lastKey` of a page: the sort key of its last row. */
export const encodeKey = (parts: readonly KeyPart[]) =>
  Buffer.from(JSON.stringify(parts)).toString('base64url');

/** Reads a `lastKey` made by encodeKey with `arity` parts; anything else is the caller's mistake. */
export function decodeKey(key: string | undefined, arity: number): KeyPart[] | undefined {
  if (key === undefined) return undefined;
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(key, 'base64url').toString('utf8'));
  } catch {
    parts = undefined;
  }
  const ok =
    Array.isArray(parts) &&
    parts.length === arity &&
    parts.every((p) => p === null || typeof p === 'string' || typeof p === 'number');
  if (!ok) throw badRequest('BAD_LAST_KEY');
  return parts as KeyPart[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Reads the `lastKey` of a list sorted by (instant, uuid), newest first: the commonest keyset. A
 * key this API did not make (a date that is no date, an id that is no uuid) is the caller's
 * mistake, a 400, never a query that fails later as a 500.
 */
export function decodeInstantKey(key: string | undefined): [Date, string] | undefined {
  const parts = decodeKey(key, 2);
  if (!parts) return undefined;
  const [at, id] = parts;
  const instant = typeof at === 'string' ? new Date(at) : undefined;
  if (!instant || Number.isNaN(instant.getTime()) || typeof id !== 'string' || !UUID.test(id))
    throw badRequest('BAD_LAST_KEY');
  return [instant, id];
}

/** Queries fetch limit + 1 rows: the extra row only says whether another page exists. */
export function pageOf<T>(rows: T[], limit: number, keyOf: (row: T) => readonly KeyPart[]) {
  const items = rows.slice(0, limit);
  const more = rows.length > limit;
  return { items, lastKey: more ? encodeKey(keyOf(items[items.length - 1]!)) : null };
}

/** A LIKE pattern that matches `text` anywhere, with the user's own % and _ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
