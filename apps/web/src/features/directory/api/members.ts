import { memberOps } from '@cc/contracts/directory-members';
import type { Role } from '@cc/contracts/roles';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { downloadFile } from '../../../shared/api/download-file';
import { useCommunityID } from '../../../shared/session/use-community';
import { directoryChanged, directoryKey, PAGE_SIZE } from './directory-keys';

export interface MemberFilter {
  q?: string;
  role?: Role;
}

export const membersQuery = (communityID: string, filter: MemberFilter) =>
  infiniteQueryOptions({
    queryKey: [...directoryKey(communityID), 'members', filter],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callOp(memberOps.memberList, {
        query: { communityID, ...filter, lastKey: pageParam, limit: PAGE_SIZE },
        signal,
      }),
    getNextPageParam: (last) => last.lastKey ?? undefined,
  });

export const useMembers = (filter: MemberFilter) => useInfiniteQuery(membersQuery(useCommunityID(), filter));

export const exportMembers = (communityID: string, filter: MemberFilter) =>
  downloadFile(memberOps.memberExport.path, { communityID, ...filter }, 'members.xlsx');

export function useMemberRole() {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (b: { userID: string; role: Role }) =>
      callOp(memberOps.memberRole, { body: { communityID, ...b } }),
    onSuccess: () => directoryChanged(qc, communityID),
  });
}

export function useRemoveMember() {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (b: { userID: string; reason: string }) =>
      callOp(memberOps.memberRemove, { body: { communityID, ...b } }),
    onSuccess: () => directoryChanged(qc, communityID),
  });
}
