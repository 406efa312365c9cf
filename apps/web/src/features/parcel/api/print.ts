import { parcelOps } from '@cc/contracts/parcel-ops';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { useCommunityID } from '../../../shared/session/use-community';
import { parcelKey, useParcelsChanged } from './parcel-keys';

/**
 * Slip data for the chosen parcels, or for the notice tab when none are chosen. A POST that
 * changes nothing, so it is read like a query.
 */
export const slipsQuery = (communityID: string, parcelIDs: string[] | undefined) =>
  queryOptions({
    queryKey: [...parcelKey(communityID), 'slips', parcelIDs ?? 'notice'],
    queryFn: async () =>
      (
        await callOp(parcelOps.print, {
          body: { communityID, parcelIDs: parcelIDs?.length ? parcelIDs : undefined },
        })
      ).data,
    staleTime: 0,
  });

export const useSlips = (parcelIDs: string[] | undefined) =>
  useQuery(slipsQuery(useCommunityID(), parcelIDs));

/** After printing: the notices are marked printed and leave the notice tab. */
export function usePrintFlag() {
  const communityID = useCommunityID();
  const changed = useParcelsChanged();
  return useMutation({
    mutationFn: async (parcelIDs: string[]) =>
      (await callOp(parcelOps.printFlag, { body: { communityID, parcelIDs } })).items,
    onSuccess: changed,
  });
}
