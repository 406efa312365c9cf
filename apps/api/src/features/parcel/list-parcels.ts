import type { ParcelTab } from '@cc/contracts/parcel';
import { and, asc, desc, inArray, type SQL } from 'drizzle-orm';
import type { DeskWork } from './desk-work';
import { afterKey, keyOf, pageOf } from './keyset-queries';
import { filterCondition, type ParcelFilter, tabCondition } from './list-filter-queries';
import { newestFirst, selectParcels, toParcel } from './parcel-row-queries';
import { badRequest, notFound } from './refusals';
import { parcels } from './tables';

export interface Page {
  lastKey?: string;
  limit: number;
}

export function assertRange(f: { from?: string; to?: string }) {
  if (f.from && f.to && f.from > f.to) throw badRequest('INVALID_RANGE');
}

/** One page of parcels matching `where`, newest first (or oldest first for the overdue list). */
export async function pageOfParcels(
  w: DeskWork,
  where: SQL | undefined,
  page: Page,
  order: 'newest' | 'oldest',
) {
  const rows = await selectParcels(w.tx)
    .where(w.scope.owns(parcels, where, afterKey(page.lastKey, order)))
    .orderBy(...(order === 'newest' ? newestFirst : [asc(parcels.receivedAt), asc(parcels.no)]))
    .limit(page.limit + 1);
  const now = Date.now();
  const { items, lastKey } = pageOf(rows, page.limit, (r) => keyOf(r.p));
  return { isSuccess: true as const, items: items.map((r) => toParcel(r, w, now)), lastKey };
}

export function listParcels(w: DeskWork, f: ParcelFilter & { tab: ParcelTab }, page: Page) {
  assertRange(f);
  return pageOfParcels(w, and(tabCondition(f.tab, f.status), filterCondition(f, w.desk)), page, 'newest');
}

/** Parcels by id in this community, in the order asked; an id of another community is not found. */
export async function findParcels(w: DeskWork, ids: readonly string[], lock = false) {
  const query = selectParcels(w.tx)
    .where(w.scope.owns(parcels, inArray(parcels.id, [...ids])))
    .orderBy(desc(parcels.no));
  const rows = lock ? await query.for('update', { of: parcels }) : await query;
  const byId = new Map(rows.map((r) => [r.p.id, r]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length) {
    throw ids.length === 1
      ? notFound('PARCEL_NOT_FOUND')
      : notFound('PARCELS_NOT_FOUND', { count: missing.length });
  }
  return ids.map((id) => byId.get(id)!);
}
