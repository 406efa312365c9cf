import type { ParcelSettings } from '@cc/contracts/parcel';
import { parcelOps } from '@cc/contracts/parcel-ops';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { useCommunityID } from '../../../shared/session/use-community';
import { parcelKey, useParcelsChanged } from './parcel-keys';

/** Types, carriers, overdue days and the slip layout: every desk screen reads these. */
export const preferenceQuery = (communityID: string) =>
  queryOptions({
    queryKey: [...parcelKey(communityID), 'preference'],
    queryFn: async ({ signal }) =>
      (await callOp(parcelOps.preference, { query: { communityID }, signal })).data,
    staleTime: 5 * 60_000,
  });

export const useParcelSettings = () => useQuery(preferenceQuery(useCommunityID()));

export type PreferenceChange = Partial<
  Pick<ParcelSettings, 'overdueDays' | 'slipsPerPage' | 'slipFields' | 'types' | 'carriers'>
>;

export function useUpdatePreference() {
  const communityID = useCommunityID();
  const changed = useParcelsChanged();
  return useMutation({
    mutationFn: async (change: PreferenceChange) =>
      (await callOp(parcelOps.preferenceUpdate, { body: { communityID, ...change } })).data,
    onSuccess: changed,
  });
}

export function useUpdateOvertimeSettings() {
  const communityID = useCommunityID();
  const changed = useParcelsChanged();
  return useMutation({
    mutationFn: async (b: { overtimeAllowed: boolean; overtimeMaxDays: number }) =>
      (await callOp(parcelOps.overtimeSettingsUpdate, { body: { communityID, ...b } })).data,
    onSuccess: changed,
  });
}
