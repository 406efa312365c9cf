import type { Collector } from '@cc/contracts/parcel';
import { parcelOps } from '@cc/contracts/parcel-ops';
import { useMutation } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { useCommunityID } from '../../../shared/session/use-community';
import { useParcelsChanged } from './parcel-keys';

/** One mutation per state change; each refreshes every parcel view (tabs, counts, the card). */
function useChange<V>(call: (communityID: string, v: V) => Promise<unknown>) {
  const communityID = useCommunityID();
  const changed = useParcelsChanged();
  return useMutation({ mutationFn: (v: V) => call(communityID, v), onSuccess: changed });
}

export interface HandOutInput {
  parcelIDs: string[];
  collector: Collector;
  note?: string;
}

/** One parcel or several of one unit: all or none are handed out; the API notifies the unit. */
export const useHandOut = () =>
  useChange<HandOutInput>((communityID, { parcelIDs, ...rest }) =>
    parcelIDs.length === 1
      ? callOp(parcelOps.handOut, { body: { communityID, parcelID: parcelIDs[0]!, ...rest } })
      : callOp(parcelOps.handOutMultiple, { body: { communityID, parcelIDs, ...rest } }),
  );

export const useReturnParcels = () =>
  useChange<{ parcelIDs: string[]; reason?: string }>((communityID, { parcelIDs, reason }) =>
    parcelIDs.length === 1
      ? callOp(parcelOps.return, { body: { communityID, parcelID: parcelIDs[0]!, reason } })
      : callOp(parcelOps.returnMultiple, { body: { communityID, parcelIDs, reason } }),
  );

export const useDeleteParcel = () =>
  useChange<{ parcelID: string; reason: string }>((communityID, b) =>
    callOp(parcelOps.delete, { body: { communityID, ...b } }),
  );

export const useUndoHandOut = () =>
  useChange<{ parcelID: string; reason: string }>((communityID, b) =>
    callOp(parcelOps.undoHandOut, { body: { communityID, ...b } }),
  );
