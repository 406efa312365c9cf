import type { PassListQuery } from '@cc/contracts/vms-pass-inputs';
import { vmsPassOps as ops, vmsVisitPhotoOps } from '@cc/contracts/vms-pass-ops';
import type { PassState, VisitPhotoKind } from '@cc/contracts/vms-pass-records';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callOp } from '../../../../shared/api/api-client';
import { useCommunityID } from '../../../../shared/session/use-community';
import { vmsKeys } from '../../api/vms-keys';

/** The passes view's keys, under the area's so a live change from the gate refreshes them. */
export const passKeys = {
  all: (communityID: string) => vmsKeys.view(communityID, 'passes'),
  list: (communityID: string, state: PassState | undefined) =>
    [...passKeys.all(communityID), 'list', state ?? 'ALL'] as const,
  setting: (communityID: string) => [...passKeys.all(communityID), 'setting'] as const,
  photo: (communityID: string, visitID: string, kind: VisitPhotoKind) =>
    [...passKeys.all(communityID), 'photo', visitID, kind] as const,
};

export const PASS_PAGE = 20;

export const passListQuery = (communityID: string, state: PassState | undefined) =>
  infiniteQueryOptions({
    queryKey: passKeys.list(communityID, state),
    queryFn: ({ signal, pageParam }) =>
      callOp(ops.list, {
        query: { communityID, state, limit: PASS_PAGE, lastKey: pageParam } satisfies Partial<PassListQuery>,
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.lastKey ?? undefined,
  });

export const usePassList = (state: PassState | undefined) =>
  useInfiniteQuery(passListQuery(useCommunityID(), state));

export const passSettingQuery = (communityID: string) =>
  queryOptions({
    queryKey: passKeys.setting(communityID),
    queryFn: async ({ signal }) => (await callOp(ops.settingGet, { query: { communityID }, signal })).data,
  });

export const usePassSetting = () => useQuery(passSettingQuery(useCommunityID()));

/** A link to a visit's photo: short-lived, so it is read again well before it lapses. */
export const visitPhotoQuery = (communityID: string, visitID: string, kind: VisitPhotoKind) =>
  queryOptions({
    queryKey: passKeys.photo(communityID, visitID, kind),
    queryFn: async ({ signal }) =>
      (await callOp(vmsVisitPhotoOps.photo, { query: { communityID, visitID, kind }, signal })).data.url,
    staleTime: 10 * 60_000,
  });

export const useVisitPhoto = (visitID: string, kind: VisitPhotoKind, enabled: boolean) =>
  useQuery({ ...visitPhotoQuery(useCommunityID(), visitID, kind), enabled });

/** A pass change answers the pass; the view's lists are read again so states and order stay true. */
function usePassMutation<T, R>(fn: (communityID: string, input: T) => Promise<R>) {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => fn(communityID, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: passKeys.all(communityID) }),
  });
}

export interface PassCreate {
  unitID: string;
  guestName: string;
  phone?: string;
  plate?: string;
  province?: string;
  validFrom: string;
  validTo: string;
  entries: number;
}

export const useCreatePass = () =>
  usePassMutation(
    async (communityID, input: PassCreate) =>
      (await callOp(ops.preregister, { body: { communityID, ...input } })).data,
  );

export const useCancelPass = () =>
  usePassMutation(
    async (communityID, input: { passID: string; reason?: string }) =>
      (await callOp(ops.cancel, { body: { communityID, ...input } })).data,
  );

export const useSavePassSetting = () =>
  usePassMutation(
    async (communityID, input: { allowed: boolean; maxWindowHours: number; perUnitPerDay: number }) =>
      (await callOp(ops.settingPut, { body: { communityID, ...input } })).data,
  );

/** Verifying changes nothing: a plain mutation, so the same token can be checked again. */
export const useVerifyPass = () => {
  const communityID = useCommunityID();
  return useMutation({
    mutationFn: async (token: string) => (await callOp(ops.verify, { body: { communityID, token } })).data,
  });
};
