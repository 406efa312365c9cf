import type { FacilityPreference } from '@cc/contracts/facilitybooking';
import { facilityOps } from '@cc/contracts/facilitybooking-facility-ops';
import type { FacilityFields } from '@cc/contracts/facilitybooking-inputs';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { useCommunityID } from '../../../shared/session/use-community';
import { facilitybookingKeys } from './facilitybooking-keys';

export const facilityListQuery = (communityID: string, archived = false) =>
  queryOptions({
    queryKey: facilitybookingKeys.facilityList(communityID, archived),
    queryFn: async ({ signal }) =>
      (await callOp(facilityOps.list, { query: { communityID, archived: String(archived) }, signal })).items,
  });
export const useFacilities = () => useQuery(facilityListQuery(useCommunityID()));

export const facilityQuery = (communityID: string, facilityID: string) =>
  queryOptions({
    queryKey: facilitybookingKeys.facility(communityID, facilityID),
    queryFn: async ({ signal }) =>
      (await callOp(facilityOps.detail, { query: { communityID, facilityID }, signal })).data,
  });
export const useFacility = (facilityID: string) => {
  const communityID = useCommunityID();
  return useQuery({ ...facilityQuery(communityID, facilityID), enabled: !!facilityID });
};

export const preferenceQuery = (communityID: string) =>
  queryOptions({
    queryKey: facilitybookingKeys.preference(communityID),
    queryFn: async ({ signal }) =>
      (await callOp(facilityOps.preference, { query: { communityID }, signal })).data,
  });
export const usePreference = () => useQuery(preferenceQuery(useCommunityID()));

/** Every facility change answers the facility; lists, cards and the calendar read again. */
function useFacilityMutation<T, R>(fn: (communityID: string, input: T) => Promise<R>) {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => fn(communityID, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: facilitybookingKeys.all(communityID) }),
  });
}

export const useCreateFacility = () =>
  useFacilityMutation(
    async (communityID, fields: FacilityFields) =>
      (await callOp(facilityOps.create, { body: { communityID, ...fields } })).data,
  );

export const useUpdateFacility = () =>
  useFacilityMutation(
    async (communityID, input: FacilityFields & { facilityID: string }) =>
      (await callOp(facilityOps.update, { body: { communityID, ...input } })).data,
  );

export const useArchiveFacility = () =>
  useFacilityMutation(
    async (
      communityID,
      input: { facilityID: string; futureBookings: 'CANCEL' | 'REFUSE'; reason?: string },
    ) => (await callOp(facilityOps.archive, { body: { communityID, ...input } })).data,
  );

/** A photo goes as multipart, the facility named in the query (the contract's `photo`). */
export const useAddPhoto = () =>
  useFacilityMutation(async (communityID, input: { facilityID: string; photo: File }) => {
    const form = new FormData();
    form.append('photo', input.photo);
    return (
      await callOp(facilityOps.photo, { query: { communityID, facilityID: input.facilityID }, body: form })
    ).data;
  });

export const useDeletePhoto = () =>
  useFacilityMutation(
    async (communityID, input: { facilityID: string; photoID: string }) =>
      (await callOp(facilityOps.photoDelete, { body: { communityID, ...input } })).data,
  );

export const useSavePreference = () =>
  useFacilityMutation(
    async (communityID, pref: FacilityPreference) =>
      (await callOp(facilityOps.preferenceUpdate, { body: { communityID, ...pref } })).data,
  );

export const summaryQuery = (communityID: string) =>
  queryOptions({
    queryKey: facilitybookingKeys.summary(communityID),
    queryFn: async ({ signal }) =>
      (await callOp(facilityOps.summary, { query: { communityID }, signal })).data,
  });
/** Off for a role that cannot read the office's figures (the card then shows nothing). */
export const useSummary = (enabled: boolean) => useQuery({ ...summaryQuery(useCommunityID()), enabled });

export const useUtilisation = (from: string, to: string) => {
  const communityID = useCommunityID();
  return useQuery({
    queryKey: facilitybookingKeys.utilisation(communityID, from, to),
    queryFn: async ({ signal }) =>
      (await callOp(facilityOps.utilisation, { query: { communityID, from, to }, signal })).data,
  });
};
