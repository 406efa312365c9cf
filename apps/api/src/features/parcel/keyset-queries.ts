import { type SQL, sql } from 'drizzle-orm';
import { badRequest } from './refusals';
import { parcels } from './tables';

/**
 * Keyset pages over (received_at, no): the lastKey names the last parcel of a page, and the next
 * page starts strictly after it. A row comparison, which the (community_id, received_at, no)
 * indexes answer directly however deep the page.
 */
interface ParcelKey {
  receivedAt: Date;
  no: number;
}

export const keyOf = (p: ParcelKey) => `${p.receivedAt.toISOString()}_${p.no}`;

function decode(lastKey: string): ParcelKey {
  const [time, no] = lastKey.split('_');
  const receivedAt = new Date(time ?? '');
  const n = Number(no);
  if (Number.isNaN(receivedAt.getTime()) || !Number.isInteger(n)) {
    throw badRequest('INVALID_LAST_KEY');
  }
  return { receivedAt, no: n };
}

/** The condition for the page after `lastKey`, in the given order; undefined on the first page. */
export function afterKey(lastKey: string | undefined, order: 'newest' | 'oldest'): SQL | undefined {
  if (!lastKey) return undefined;
  const k = decode(lastKey);
  const key = sql`(${k.receivedAt.toISOString()}::timestamptz, ${k.no}::int)`;
  return order === 'newest'
    ? sql`(${parcels.receivedAt}, ${parcels.no}) < ${key}`
    : sql`(${parcels.receivedAt}, ${parcels.no}) > ${key}`;
}

/** Rows were fetched with limit + 1: the extra one only says that another page exists. */
export function pageOf<T>(rows: T[], limit: number, key: (row: T) => string) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, lastKey: rows.length > limit && last ? key(last) : null };
}
