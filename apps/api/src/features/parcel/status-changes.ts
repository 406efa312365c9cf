import { inArray } from 'drizzle-orm';
import { recordEvents } from './activity';
import type { DeskWork } from './desk-work';
import { findParcels } from './list-parcels';
import { assertMove, statusAfter } from './parcel-state';
import { parcels } from './tables';

/** Sends waiting parcels back to the sender: all of them, or none if any is not waiting. */
export async function returnParcels(w: DeskWork, ids: string[], reason?: string) {
  const rows = await findParcels(w, ids, true);
  for (const { p } of rows) assertMove('return', p, w.desk.timeZone);
  const now = new Date();
  await w.tx
    .update(parcels)
    .set({
      status: statusAfter('return', 'WAITING'),
      returnedAt: now,
      returnedBy: w.userId,
      statusReason: reason ?? null,
      updatedAt: now,
    })
    .where(w.scope.owns(parcels, inArray(parcels.id, ids)));
  await recordEvents(
    w,
    rows.map((r) => ({ parcelId: r.p.id, action: 'RETURNED', detail: { reason: reason ?? null } })),
  );
  return findParcels(w, ids);
}

/** A parcel entered by mistake: marked DELETED with the reason; the record itself stays. */
export async function deleteParcel(w: DeskWork, id: string, reason: string) {
  const [row] = await findParcels(w, [id], true);
  assertMove('delete', row!.p, w.desk.timeZone);
  const now = new Date();
  await w.tx
    .update(parcels)
    .set({
      status: statusAfter('delete', 'WAITING'),
      deletedAt: now,
      deletedBy: w.userId,
      statusReason: reason,
      updatedAt: now,
    })
    .where(w.scope.owns(parcels, inArray(parcels.id, [id])));
  await recordEvents(w, [{ parcelId: id, action: 'DELETED', detail: { reason } }]);
  return (await findParcels(w, [id]))[0]!;
}

/** Takes back a mistaken hand-out: the parcel waits again, and the log keeps who had it and why. */
export async function undoHandOut(w: DeskWork, id: string, reason: string) {
  const [row] = await findParcels(w, [id], true);
  const { p } = row!;
  assertMove('undoHandOut', p, w.desk.timeZone);
  await w.tx
    .update(parcels)
    .set({
      status: statusAfter('undoHandOut', p.status),
      handedOutAt: null,
      handedOutBy: null,
      collectorKind: null,
      collectorUserId: null,
      collectorName: null,
      collectorPhone: null,
      statusReason: reason,
      updatedAt: new Date(),
    })
    .where(w.scope.owns(parcels, inArray(parcels.id, [id])));
  const undone = {
    handedOutAt: p.handedOutAt,
    collectorName: p.collectorName,
    collectorPhone: p.collectorPhone,
  };
  await recordEvents(w, [{ parcelId: id, action: 'HAND_OUT_UNDONE', detail: { reason, undone } }]);
  return (await findParcels(w, [id]))[0]!;
}
