import type { ChatPreference } from '@cc/contracts/chat';
import { chatOps as ops } from '@cc/contracts/chat-ops';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { useCommunityID } from '../../../shared/session/use-community';
import { chatKeys } from './chat-keys';

export const usePreference = (enabled = true) => {
  const communityID = useCommunityID();
  return useQuery({
    queryKey: chatKeys.preference(communityID),
    queryFn: async ({ signal }) => (await callOp(ops.preference, { query: { communityID }, signal })).data,
    enabled,
  });
};

export function useSavePreference() {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (p: ChatPreference) =>
      (await callOp(ops.savePreference, { body: { communityID, ...p } })).data,
    onSuccess: (p) => qc.setQueryData(chatKeys.preference(communityID), p),
  });
}

export const useAdmins = (enabled = true) => {
  const communityID = useCommunityID();
  return useQuery({
    queryKey: chatKeys.admins(communityID),
    queryFn: ({ signal }) => callOp(ops.admins, { query: { communityID }, signal }),
    enabled,
    refetchInterval: 30_000,
  });
};

function useAdminChange(op: typeof ops.addAdmin | typeof ops.removeAdmin) {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (userID: string) => callOp(op, { body: { communityID, userID } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: chatKeys.admins(communityID) }),
  });
}
export const useAddAdmin = () => useAdminChange(ops.addAdmin);
export const useRemoveAdmin = () => useAdminChange(ops.removeAdmin);

/** Residents by unit, name or phone, to start a conversation with. */
export const useMembers = (search: string, enabled: boolean) => {
  const communityID = useCommunityID();
  return useInfiniteQuery({
    queryKey: chatKeys.members(communityID, search),
    queryFn: ({ signal, pageParam }) =>
      callOp(ops.members, {
        query: { communityID, search: search || undefined, limit: 20, lastKey: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.lastKey ?? undefined,
    enabled,
  });
};

export const useProfile = (userID: string | null) => {
  const communityID = useCommunityID();
  return useQuery({
    queryKey: chatKeys.profile(communityID, userID ?? ''),
    queryFn: async ({ signal }) =>
      (await callOp(ops.profile, { query: { communityID, userID: userID! }, signal })).data,
    enabled: !!userID,
  });
};
