import type { UnitRole } from '@cc/contracts/directory';
import { type INVITATION_STATUSES, invitationOps, type STAFF_CODE_ROLES } from '@cc/contracts/invitation';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { useCommunityID } from '../../../shared/session/use-community';
import { directoryChanged, directoryKey, PAGE_SIZE } from './directory-keys';

export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
export type StaffCodeRole = (typeof STAFF_CODE_ROLES)[number];

export interface InvitationFilter {
  q?: string;
  kind?: 'RESIDENT' | 'STAFF';
  status?: InvitationStatus;
}

export const invitationsQuery = (communityID: string, filter: InvitationFilter) =>
  infiniteQueryOptions({
    queryKey: [...directoryKey(communityID), 'invitations', filter],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callOp(invitationOps.list, {
        query: { communityID, ...filter, lastKey: pageParam, limit: PAGE_SIZE },
        signal,
      }),
    getNextPageParam: (last) => last.lastKey ?? undefined,
  });

export const useInvitations = (filter: InvitationFilter) =>
  useInfiniteQuery(invitationsQuery(useCommunityID(), filter));

export type ResidentGenTarget = { unitNos: string[] } | { buildingID: string } | { allUnits: true };

export interface ResidentGen {
  target: ResidentGenTarget;
  unitRole: UnitRole;
  perUnit: number;
  expiresInDays: number;
}

export function useGenerateResidentCodes() {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ target, ...rest }: ResidentGen) =>
      (await callOp(invitationOps.residentGen, { body: { communityID, ...target, ...rest } })).items,
    onSuccess: () => directoryChanged(qc, communityID),
  });
}

export function useGenerateStaffCodes() {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (b: { role: StaffCodeRole; count: number; expiresInDays: number }) =>
      (await callOp(invitationOps.staffGen, { body: { communityID, ...b } })).items,
    onSuccess: () => directoryChanged(qc, communityID),
  });
}

export function useRevokeCodes() {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (codes: string[]) =>
      (await callOp(invitationOps.revoke, { body: { communityID, codes } })).data,
    onSuccess: () => directoryChanged(qc, communityID),
  });
}

export const lettersQuery = (communityID: string, buildingID?: string, unitNos?: string) =>
  queryOptions({
    queryKey: [...directoryKey(communityID), 'letters', buildingID ?? '', unitNos ?? ''],
    queryFn: async () =>
      (await callOp(invitationOps.letters, { query: { communityID, buildingID, unitNos } })).data,
  });

export const useLetters = (buildingID?: string, unitNos?: string) =>
  useQuery(lettersQuery(useCommunityID(), buildingID, unitNos));
