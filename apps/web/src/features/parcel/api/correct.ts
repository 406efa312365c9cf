import type { UpdateParcel } from '@cc/contracts/parcel-inputs';
import { parcelOps } from '@cc/contracts/parcel-ops';
import { useMutation } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { useCommunityID } from '../../../shared/session/use-community';
import { useParcelsChanged } from './parcel-keys';

export type Correction = Omit<UpdateParcel, 'communityID' | 'photo'>;

/**
 * JSON normally; multipart when a new photo goes along, with communityID in the query (the
 * guard reads it before the form is). A field emptied in the form is sent blank: null.
 */
function toRequest(communityID: string, correction: Correction, photo: File | null) {
  if (!photo) return { body: { communityID, ...correction } };
  const form = new FormData();
  for (const [key, value] of Object.entries(correction))
    if (value !== undefined) form.append(key, value === null ? '' : String(value));
  form.append('photo', photo);
  return { query: { communityID }, body: form };
}

/** Corrects a waiting parcel; the old photo's file goes once the API has saved the change. */
export function useCorrectParcel() {
  const communityID = useCommunityID();
  const changed = useParcelsChanged();
  return useMutation({
    mutationFn: async ({ correction, photo }: { correction: Correction; photo: File | null }) =>
      (await callOp(parcelOps.update, toRequest(communityID, correction, photo))).data,
    onSuccess: changed,
  });
}
