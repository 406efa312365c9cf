import type { ReceiveParcel } from '@cc/contracts/parcel-inputs';
import { and, eq } from 'drizzle-orm';
import { recordEvents } from './activity';
import { assertTypeInUse, carrierOf } from './choices';
import type { DeskWork } from './desk-work';
import { isWaiting } from './list-filter-queries';
import { findParcels } from './list-parcels';
import { allocateNumbers } from './parcel-number-queries';
import { resolveRecipient } from './recipient';
import { conflict } from './refusals';
import { searchKeys, trackingKey } from './search-keys';
import { parcels } from './tables';

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
