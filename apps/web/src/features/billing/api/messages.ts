import type { MessageAudience } from '@cc/contracts/billing-message';
import { billingMessageOps } from '@cc/contracts/billing-message-ops';
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
import { billingKeys } from './billing';

/** The office's filter of the message search, as the page's address holds it. */
export interface MessageFilter {
  q?: string;
  from?: string;
  to?: string;
  audience?: MessageAudience;
  includeRecalled?: 'true';
}

/** Messages under billing's root: a send or recall reads every message list and detail again. */
export const messageKeys = {
  all: (communityID: string) => [...billingKeys.all(communityID), 'messages'] as const,
  search: (communityID: string, filter: MessageFilter) =>
    [...messageKeys.all(communityID), 'search', filter] as const,
  detail: (communityID: string, messageID: string) =>
    [...messageKeys.all(communityID), 'detail', messageID] as const,
};

export const MESSAGE_PAGE = 20;

/** The matching messages a keyset page at a time; the first page carries the total. */
export const messageSearchQuery = (communityID: string, filter: MessageFilter) =>
  infiniteQueryOptions({
    queryKey: messageKeys.search(communityID, filter),
    queryFn: ({ signal, pageParam }) =>
      callOp(billingMessageOps.search, {
        query: { communityID, limit: MESSAGE_PAGE, ...filter, lastKey: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.lastKey ?? undefined,
  });
export const useMessageSearch = (filter: MessageFilter) =>
  useInfiniteQuery(messageSearchQuery(useCommunityID(), filter));

export const messageQuery = (communityID: string, messageID: string) =>
  queryOptions({
    queryKey: messageKeys.detail(communityID, messageID),
    queryFn: async ({ signal }) =>
      (await callOp(billingMessageOps.infoForOffice, { query: { communityID, messageID }, signal })).data,
  });
export const useMessage = (messageID: string | undefined) =>
  useQuery({ ...messageQuery(useCommunityID(), messageID ?? ''), enabled: !!messageID });

export interface SendMessage {
  title: string;
  body: string;
  audience: MessageAudience;
  buildingIDs?: string[];
  unitIDs?: string[];
  minOverdueSatang?: number;
}

/** A change answers the message; every message list and detail is read again. */
function useMessageMutation<T, R>(fn: (communityID: string, input: T) => Promise<R>) {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => fn(communityID, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: messageKeys.all(communityID) }),
  });
}

export const useSendMessage = () =>
  useMessageMutation(
    async (communityID, input: SendMessage) =>
      (await callOp(billingMessageOps.send, { body: { communityID, ...input } })).data,
  );

export const useRecallMessage = () =>
  useMessageMutation(
    async (communityID, input: { messageID: string; reason: string }) =>
      (await callOp(billingMessageOps.recall, { body: { communityID, ...input } })).data,
  );
