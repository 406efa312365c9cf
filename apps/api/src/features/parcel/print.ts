import { asc, inArray } from 'drizzle-orm';
import { recordEvents } from './activity';
import type { DeskWork } from './desk-work';
import { needsNoticePrinted } from './list-filter-queries';
import { findParcels } from './list-parcels';
import { type ParcelRow, selectParcels } from './parcel-row-queries';
import { assertMove } from './parcel-state';
import { parcels } from './tables';

/** One print run at most; the notice tab rarely holds more than a day's worth. */
const MAX_SLIPS = 200;

/** What a slip's QR code or barcode holds; the search reads `#<no>` as exactly that parcel. */
export const slipCode = (no: number) => `#${no}`;

function toSlip({ p, buildingName }: ParcelRow) {
  return {
    parcelID: p.id,
    no: p.no,
    code: slipCode(p.no),
    unitNo: p.unitNo,
    buildingName,
    recipientName: p.recipientName,
    receivedAt: p.receivedAt.toISOString(),
    type: p.type,
    carrier: p.carrier,
    trackingNo: p.trackingNo,
    note: p.note,
  };
}

/** Slips for the given waiting parcels, or for every notice still to print (oldest first). */
export async function slipsFor(w: DeskWork, ids?: string[]) {
  let rows: ParcelRow[];
  if (ids) {
    rows = await findParcels(w, ids);
    for (const { p } of rows) assertMove('print', p, w.desk.timeZone);
  } else {
    rows = await selectParcels(w.tx)
      .where(w.scope.owns(parcels, needsNoticePrinted))
      .orderBy(asc(parcels.receivedAt), asc(parcels.no))
      .limit(MAX_SLIPS);
  }
  const { settings } = w.desk;
  return {
    communityName: w.desk.communityName,
    timeZone: w.desk.timeZone,
    slipsPerPage: settings.slipsPerPage,
    fields: settings.slipFields,
    slips: rows.map(toSlip),
  };
}

/** Marks the notices printed, so they leave the notice tab. */
export async function flagPrinted(w: DeskWork, ids: string[]) {
  const rows = await findParcels(w, ids, true);
  for (const { p } of rows) assertMove('print', p, w.desk.timeZone);
  await w.tx
    .update(parcels)
    .set({ printedAt: new Date(), printedBy: w.userId })
    .where(w.scope.owns(parcels, inArray(parcels.id, ids)));
  await recordEvents(
    w,
    rows.map((r) => ({ parcelId: r.p.id, action: 'NOTICE_PRINTED' })),
  );
  return findParcels(w, ids);
}
