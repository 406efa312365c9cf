import type { ParcelStatus } from '@cc/contracts/parcel';
import { and, desc, eq, inArray, like, type SQL, sql } from 'drizzle-orm';
import { units } from '../../platform/residence/tables';
import type { DeskWork } from './desk-work';
import { afterKey, keyOf, pageOf } from './keyset-queries';
import type { Page } from './list-parcels';
import { newestFirst, selectParcels, toParcel } from './parcel-row-queries';
import { likePrefix, nameKey, phoneKey, trackingKey } from './search-keys';
import { parcels } from './tables';

const looksLikePhone = (q: string) => /^\+?[\d\s-]{3,}$/.test(q);

/**
 * What a search box's text may mean, one condition per index: `#123` is parcel 123 and nothing
 * else (the slip's code); otherwise a tracking number, name, surname or phone that starts with
 * the text, the parcel number it spells, or the unit it names (A0304 = A-0304).
 */
function meanings(w: DeskWork, q: string): SQL[] {
  const text = q.trim();
  if (/^#\d{1,9}$/.test(text)) return [eq(parcels.no, Number(text.slice(1)))];
  const unit = text.toLowerCase().replaceAll('-', '');
  const sameUnit = w.tx
    .select({ id: units.id })
    .from(units)
    .where(w.scope.owns(units, sql`replace(lower(${units.unitNo}), '-', '') = ${unit}`));
  const tracking = trackingKey(text);
  const phone = phoneKey(text) ?? '';
  // A meaning whose key would be empty (text of dashes, say) would match every parcel: skip it.
  return [
    ...(tracking.length >= 2 ? [like(parcels.trackingKey, likePrefix(tracking))] : []),
    like(parcels.nameKey, likePrefix(nameKey(text))),
    like(parcels.surnameKey, likePrefix(nameKey(text))),
    ...(looksLikePhone(text) && phone.length >= 3 ? [like(parcels.phoneKey, likePrefix(phone))] : []),
    ...(/^\d{1,9}$/.test(text) ? [eq(parcels.no, Number(text))] : []),
    inArray(parcels.unitId, sameUnit),
  ];
}

/**
 * The newest `take` matches of each meaning, each from its own index, merged: one OR over all of
 * them would leave the planner to walk the whole community newest first looking for matches.
 */
function matchingNumbers(w: DeskWork, q: string, extra: SQL | undefined, take: number) {
  const branch = (meaning: SQL) =>
    sql`(select ${parcels.no} from ${parcels} where ${w.scope.owns(parcels, meaning, extra)}
         order by ${parcels.receivedAt} desc, ${parcels.no} desc limit ${take})`;
  return sql`(select no from (${sql.join(meanings(w, q).map(branch), sql` union `)}) as found)`;
}

/** Every parcel of any state and date that matches, newest first, in keyset pages. */
export async function searchParcels(w: DeskWork, q: string, status: ParcelStatus | undefined, page: Page) {
  const filters = and(status ? eq(parcels.status, status) : undefined, afterKey(page.lastKey, 'newest'));
  const rows = await selectParcels(w.tx)
    .where(w.scope.owns(parcels, sql`${parcels.no} in ${matchingNumbers(w, q, filters, page.limit + 1)}`))
    .orderBy(...newestFirst)
    .limit(page.limit + 1);
  const now = Date.now();
  const { items, lastKey } = pageOf(rows, page.limit, (r) => keyOf(r.p));
  return { isSuccess: true as const, items: items.map((r) => toParcel(r, w, now)), lastKey };
}

/** The guard app's scan: what is waiting comes first, then the most recent. */
export async function searchForScan(w: DeskWork, q: string) {
  const rows = await selectParcels(w.tx)
    .where(w.scope.owns(parcels, sql`${parcels.no} in ${matchingNumbers(w, q, undefined, 50)}`))
    .orderBy(desc(sql`${parcels.status} = 'WAITING'`), ...newestFirst)
    .limit(10);
  return rows.map((r) => toParcel(r, w));
}
