import type { ParcelStatus } from '@cc/contracts/parcel';
import { and, eq, inArray } from 'drizzle-orm';
import { unitsOfUser } from '../../platform/residence/residence-queries';
import type { DeskWork } from './desk-work';
import { type Page, pageOfParcels } from './list-parcels';
import { notFound } from './refusals';
import { parcels } from './tables';

/** The units the caller lives in, in this community. */
const myUnits = (w: DeskWork) => unitsOfUser(w.tx, w.scope, w.userId);

const mine = (w: DeskWork) => inArray(parcels.unitId, myUnits(w));

/** The resident's side: parcels of their own units only, newest first. */
export function myParcels(w: DeskWork, status: ParcelStatus | undefined, page: Page) {
  return pageOfParcels(w, and(mine(w), status ? eq(parcels.status, status) : undefined), page, 'newest');
}

/** One of the caller's own parcels; any other parcel, in any community, is simply not found. */
export async function residentParcel(w: DeskWork, parcelId: string, lock = false) {
  const query = w.tx
    .select()
    .from(parcels)
    .where(w.scope.owns(parcels, eq(parcels.id, parcelId), mine(w)));
  const [p] = lock ? await query.for('update') : await query;
  if (!p) throw notFound('NOT_YOUR_PARCEL');
  return p;
}
