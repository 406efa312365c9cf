import type { UpdateParcel } from '@cc/contracts/parcel-inputs';
import { eq } from 'drizzle-orm';
import { recordEvents } from './activity';
import { assertTypeInUse, carrierOf } from './choices';
import type { DeskWork } from './desk-work';
import { findParcels } from './list-parcels';
import { assertMove } from './parcel-state';
import { resolveRecipient } from './recipient';
import { searchKeys } from './search-keys';
import { parcels } from './tables';

type Row = typeof parcels.$inferSelect;
const TRACKED = [
  'trackingNo',
  'carrier',
  'type',
  'unitNo',
  'recipientUserId',
  'recipientName',
  'recipientPhone',
  'note',
  'needsNotice',
  'photoUrl',
] as const;

/**
 * The recipient after the correction. Moving the parcel to another unit keeps the name on the
 * label but drops the app user, who lives in the old unit, unless the desk picks a new one.
 */
async function nextRecipient(w: DeskWork, p: Row, input: UpdateParcel) {
  const unitID = input.unitID ?? p.unitId;
  const moved = unitID !== p.unitId;
  const picked = input.recipientUserID;
  return resolveRecipient(w, {
    unitID,
    recipientUserID: picked !== undefined ? picked : moved ? null : p.recipientUserId,
    recipientName: input.recipientName ?? (picked ? undefined : p.recipientName),
    recipientPhone:
      input.recipientPhone !== undefined ? input.recipientPhone : picked ? undefined : p.recipientPhone,
  });
}

/**
 * Corrects a waiting parcel; the log keeps each changed field before and after. `savePhoto`
 * (a new photo) runs after every check has passed. The answer names the photo the parcel no
 * longer uses: its file may go only once the transaction has committed.
 */
export async function updateParcel(w: DeskWork, input: UpdateParcel, savePhoto?: () => Promise<string>) {
  const [row] = await findParcels(w, [input.parcelID], true);
  const p = row!.p;
  assertMove('update', p, w.desk.timeZone);
  if (input.type) assertTypeInUse(w.desk, input.type);
  const { hasAppUsers, ...recipient } = await nextRecipient(w, p, input);
  const moved = recipient.unitId !== p.unitId;
  const needsNotice = input.needsNotice ?? (moved ? !hasAppUsers : p.needsNotice);
  const photoUrl = savePhoto ? await savePhoto() : input.removePhoto ? null : p.photoUrl;
  const next = {
    trackingNo: input.trackingNo ?? p.trackingNo,
    carrier: input.carrier ? carrierOf(w.desk, input.carrier) : p.carrier,
    type: input.type ?? p.type,
    ...recipient,
    note: input.note !== undefined ? input.note : p.note,
    needsNotice,
    photoUrl,
  };
  // A notice asked for again, or for a new unit, is printed again.
  const reprint = needsNotice && (moved || (input.needsNotice === true && !p.needsNotice));
  await w.tx
    .update(parcels)
    .set({ ...next, ...searchKeys(next), ...(reprint ? { printedAt: null } : {}), updatedAt: new Date() })
    .where(w.scope.owns(parcels, eq(parcels.id, p.id)));
  const changes = Object.fromEntries(
    TRACKED.filter((k) => p[k] !== next[k]).map((k) => [k, { before: p[k], after: next[k] }]),
  );
  await recordEvents(w, [{ parcelId: p.id, action: 'UPDATED', detail: { changes } }]);
  const droppedPhotoUrl = p.photoUrl !== next.photoUrl ? p.photoUrl : null;
  return { row: (await findParcels(w, [p.id]))[0]!, moved, droppedPhotoUrl };
}
