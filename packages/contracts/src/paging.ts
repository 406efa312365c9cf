import { z } from 'zod';

/**
 * Keyset paging: `lastKey` is the opaque key the previous page answered. The first page sends
 * nothing, or the text 'undefined' as the spec's console does.
 */
export const lastKeySchema = z
  .string()
  .max(1024, 'lastKey is not valid')
  .optional()
  .transform((k) => (k === '' || k === 'undefined' || k === 'null' ? undefined : k));

export const limitSchema = z.coerce
  .number('limit must be a number')
  .int('limit must be a whole number')
  .min(1, 'limit must be at least 1')
  .max(100, 'limit must be at most 100')
  .default(20);

/** A free-text search box; blank means no search. */
export const SEARCH_MAX = 100;
export const searchSchema = z
  .string()
  .trim()
  .max(SEARCH_MAX, `The search text must be at most ${SEARCH_MAX} characters`)
  .optional()
  .transform((q) => q || undefined);
