import type { ParcelAction } from '@cc/contracts/parcel';
import type { DeskWork } from './desk-work';
import { parcelEvents } from './tables';

export interface ParcelEvent {
  parcelId: string;
  action: ParcelAction;
  detail?: Record<string, unknown>;
}

/**
 * Appends to the activity log in the same transaction as the change, so neither exists without
 * the other. Many events go in one statement; callers pass at most a chunk's worth.
 */
export async function recordEvents(w: DeskWork, events: ParcelEvent[], at?: Date) {
  if (events.length === 0) return;
  await w.tx.insert(parcelEvents).values(
    events.map((e) => ({
      communityId: w.scope.communityId,
      parcelId: e.parcelId,
      action: e.action,
      actorUserId: w.userId,
      detail: e.detail ?? {},
      ...(at ? { at } : {}),
    })),
  );
}
