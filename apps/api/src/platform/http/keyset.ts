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

/** Queries fetch limit + 1 rows: the extra row only says whether another page exists. */
export function pageOf<T>(rows: T[], limit: number, keyOf: (row: T) => readonly KeyPart[]) {
  const items = rows.slice(0, limit);
  const more = rows.length > limit;
  return { items, lastKey: more ? encodeKey(keyOf(items[items.length - 1]!)) : null };
}

/** A LIKE pattern that matches `text` anywhere, with the user's own % and _ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
