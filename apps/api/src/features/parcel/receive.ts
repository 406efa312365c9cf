import type { ReceiveParcel } from '@cc/contracts/parcel-inputs';
import { and, eq, sql } from 'drizzle-orm';
import { recordEvents } from './activity';
import { assertTypeInUse, carrierOf } from './choices';
import type { DeskWork } from './desk-work';
import { isWaiting } from './list-filters';
import { findParcels } from './list-parcels';
import { resolveRecipient } from './recipient';
import { conflict } from './refusals';
import { searchKeys, trackingKey } from './search-keys';
import { parcelCounters, parcels } from './tables';

/**
 * Takes `count` parcel numbers and answers the first. The counter row stays locked until the
 * transaction ends, so concurrent receives (and imports) queue here and never share a number;
 * a transaction that rolls back gives its numbers back.
 */
export async function allocateNumbers(w: DeskWork, count: number): Promise<number> {
  const [row] = await w.tx
    .insert(parcelCounters)
    .values({ communityId: w.scope.communityId, lastNo: count })
    .onConflictDoUpdate({
      target: parcelCounters.communityId,
      set: { lastNo: sql`${parcelCounters.lastNo} + ${count}` },
    })
    .returning({ lastNo: parcelCounters.lastNo });
  return row!.lastNo - count + 1;
}

export async function nextNumber(w: DeskWork): Promise<number> {
  const [row] = await w.tx
    .select({ lastNo: parcelCounters.lastNo })
    .from(parcelCounters)
    .where(w.scope.owns(parcelCounters));
  return (row?.lastNo ?? 0) + 1;
}

/** Parcels with this tracking number still waiting at the desk. */
export function waitingWithTracking(w: DeskWork, trackingNo: string) {
  return w.tx
    .select({ parcelID: parcels.id, no: parcels.no, unitNo: parcels.unitNo, receivedAt: parcels.receivedAt })
    .from(parcels)
    .where(w.scope.owns(parcels, and(eq(parcels.trackingKey, trackingKey(trackingNo)), isWaiting)))
    .orderBy(parcels.no);
}

/** `savePhoto` runs after every check has passed, so a refused parcel leaves no file behind. */
export async function receiveParcel(w: DeskWork, input: ReceiveParcel, savePhoto?: () => Promise<string>) {
  assertTypeInUse(w.desk, input.type);
  const carrier = carrierOf(w.desk, input.carrier);
  const { hasAppUsers, ...recipient } = await resolveRecipient(w, input);
  if (!input.confirmDuplicate) {
    const [same] = await waitingWithTracking(w, input.trackingNo);
    if (same) {
      throw conflict('DUPLICATE_TRACKING', {
        trackingNo: input.trackingNo,
        no: same.no,
        unitNo: same.unitNo,
      });
    }
  }
  const photoUrl = savePhoto ? await savePhoto() : null;
  const no = await allocateNumbers(w, 1);
  const [created] = await w.tx
    .insert(parcels)
    .values({
      communityId: w.scope.communityId,
      no,
      trackingNo: input.trackingNo,
      carrier,
      type: input.type,
      ...recipient,
      ...searchKeys({ ...input, ...recipient }),
      note: input.note ?? null,
      photoUrl,
      // A printed notice is due when nobody in the unit has the app (no notification would
      // reach them) or when the desk asks for one; printing it empties the notice tab.
      needsNotice: input.printNotice || !hasAppUsers,
      receivedBy: w.userId,
    })
    .returning({ id: parcels.id });
  await recordEvents(w, [
    { parcelId: created!.id, action: 'RECEIVED', detail: { no, trackingNo: input.trackingNo } },
  ]);
  const [row] = await findParcels(w, [created!.id]);
  return row!;
}
