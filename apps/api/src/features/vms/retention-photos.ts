import { getTableColumns } from 'drizzle-orm';
import { vmsVisits } from './tables';

/**
 * The visit's photo columns, found by name (every column whose name holds "photo"): the gate's
 * face and plate photos, however many kinds the check-in keeps, are all removed by retention.
 * Each holds a stored file key, a `{ key }` or a list of them.
 */
export const photoColumns = () =>
  Object.entries(getTableColumns(vmsVisits))
    .filter(([name]) => /photo/i.test(name))
    .map(([name, column]) => ({ name, column }));

/** The stored file keys in a photo column's value, whatever its shape. */
export function photoKeys(value: unknown): string[] {
  if (!value) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(photoKeys);
  if (typeof value === 'object' && 'key' in value && typeof value.key === 'string') return [value.key];
  return [];
}

/** What a photo column reads once its photos are removed: an empty list where null is not allowed. */
export const clearedPhotos = () =>
  Object.fromEntries(photoColumns().map(({ name, column }) => [name, column.notNull ? [] : null]));
