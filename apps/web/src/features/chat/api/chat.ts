import { chatOps } from '@cc/contracts/chat';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { communityKey } from '../../../shared/api/query-keys';
import { useCommunityID } from '../../../shared/session/use-community';

/** The area's keys (convention in shared/api/query-keys). */
export const chatKeys = {
  all: (communityID: string) => communityKey('chat', communityID),
  items: (communityID: string) => [...chatKeys.all(communityID), 'items'] as const,
};

export const chatItemsQuery = (communityID: string) =>
  queryOptions({
    queryKey: chatKeys.items(communityID),
    queryFn: async () => (await callOp(chatOps.list, { query: { communityID } })).items,
  });

export const useChatItems = () => useQuery(chatItemsQuery(useCommunityID()));

/** A new item answers only itself; the area is read again so its lists keep their order. */
export function useCreateChatItem() {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (title: string) => callOp(chatOps.create, { body: { communityID, title } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: chatKeys.all(communityID) }),
  });
}
