import type { ReceiveParcel } from '@cc/contracts/parcel-inputs';
import { parcelOps } from '@cc/contracts/parcel-ops';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { useCommunityID } from '../../../shared/session/use-community';
import { parcelKey, useParcelsChanged } from './parcel-keys';

export type ReceiveInput = Omit<ReceiveParcel, 'communityID' | 'printNotice' | 'confirmDuplicate'> & {
  printNotice?: boolean;
  confirmDuplicate?: boolean;
};

/**
 * JSON normally; multipart only when a photo goes along (the API takes both), with communityID
 * in the query: the guard reads it there before the form is read.
 */
function toRequest(communityID: string, input: ReceiveInput, photo: File | null) {
  if (!photo) return { body: { communityID, ...input } };
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) if (value !== undefined) form.append(key, String(value));
  form.append('photo', photo);
  return { query: { communityID }, body: form };
}

export function useReceiveParcel() {
  const communityID = useCommunityID();
  const changed = useParcelsChanged();
  return useMutation({
    mutationFn: async ({ input, photo }: { input: ReceiveInput; photo: File | null }) =>
      (await callOp(parcelOps.receive, toRequest(communityID, input, photo))).data,
    onSuccess: changed,
  });
}

/** Parcels with this tracking number still waiting: asked before saving, to warn of a duplicate. */
export const trackingExist = async (communityID: string, trackingNo: string) =>
  (await callOp(parcelOps.trackingExist, { query: { communityID, trackingNo } })).data;

export const nextNoQuery = (communityID: string) =>
  queryOptions({
    queryKey: [...parcelKey(communityID), 'next-no'],
    queryFn: async ({ signal }) => (await callOp(parcelOps.nextNo, { query: { communityID }, signal })).data,
  });

export const useNextNo = () => useQuery(nextNoQuery(useCommunityID()));

/** Type-ahead: units and their residents by unit number, name or phone. */
export const recipientQuery = (communityID: string, q: string) =>
  queryOptions({
    queryKey: [...parcelKey(communityID), 'recipient', q],
    queryFn: async ({ signal }) =>
      (await callOp(parcelOps.recipient, { query: { communityID, q }, signal })).items,
    enabled: q.trim().length > 0,
    staleTime: 60_000,
  });

export const useRecipients = (q: string) => useQuery(recipientQuery(useCommunityID(), q));
