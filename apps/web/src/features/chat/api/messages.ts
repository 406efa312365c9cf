import type { ChatAttachment, ChatMessage } from '@cc/contracts/chat';
import { chatOps as ops } from '@cc/contracts/chat-ops';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { useCommunityID } from '../../../shared/session/use-community';
import { contiguousSeq, highestSeq, lowestSeq, type MessagePage, mergeMessages } from '../messages/merge';
import { chatKeys } from './chat-keys';

export const MESSAGE_PAGE = 30;

type ListQuery = { beforeSeq?: number; afterSeq?: number };

const fetchPage = (communityID: string, roomID: string, q: ListQuery, signal?: AbortSignal) =>
  callOp(ops.messages, { query: { communityID, roomID, limit: MESSAGE_PAGE, ...q }, signal });

/**
 * A room's messages: the newest page first, merged by seq into what is already held, so a
 * reading again after a focus or a reconnect adds without dropping the older pages scrolled to.
 */
export const useMessages = (roomID: string | null) => {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return useQuery({
    queryKey: chatKeys.messages(communityID, roomID ?? ''),
    queryFn: async ({ signal }): Promise<MessagePage> => {
      const page = await fetchPage(communityID, roomID!, {}, signal);
      const held = qc.getQueryData<MessagePage>(chatKeys.messages(communityID, roomID!));
      if (!held) return { messages: mergeMessages([], page.items), hasOlder: page.hasMore };
      return { ...held, messages: mergeMessages(held.messages, page.items) };
    },
    enabled: !!roomID,
    staleTime: Number.POSITIVE_INFINITY,
  });
};

/** Writes messages (a live event, a sent one) into a room's held list, if the page holds it. */
export function putMessages(qc: QueryClient, communityID: string, roomID: string, messages: ChatMessage[]) {
  qc.setQueryData<MessagePage>(
    chatKeys.messages(communityID, roomID),
    (held) => held && { ...held, messages: mergeMessages(held.messages, messages) },
  );
}

/** The page before the oldest held (scrolling up). */
export async function loadOlder(qc: QueryClient, communityID: string, roomID: string): Promise<void> {
  const key = chatKeys.messages(communityID, roomID);
  const held = qc.getQueryData<MessagePage>(key);
  if (!held?.hasOlder) return;
  const page = await fetchPage(communityID, roomID, { beforeSeq: lowestSeq(held.messages) });
  qc.setQueryData<MessagePage>(key, (now) => ({
    messages: mergeMessages(now?.messages ?? [], page.items),
    hasOlder: page.hasMore,
  }));
}

/**
 * What a room missed while the socket was away: pages after the last seq held without a hole,
 * until the server has no more, merged in (events are not replayed after a reconnect).
 */
export async function catchUp(qc: QueryClient, communityID: string, roomID: string): Promise<void> {
  const key = chatKeys.messages(communityID, roomID);
  for (let round = 0; round < 20; round++) {
    const held = qc.getQueryData<MessagePage>(key);
    if (!held) return;
    const after = held.messages.length ? contiguousSeq(held.messages) : 0;
    const page = await fetchPage(communityID, roomID, { afterSeq: after });
    putMessages(qc, communityID, roomID, page.items);
    if (!page.hasMore || page.items.length === 0) return;
  }
}

/** Every room whose messages the page holds (for the catch-up after a reconnect). */
export const heldRooms = (qc: QueryClient, communityID: string): string[] =>
  qc
    .getQueryCache()
    .findAll({ queryKey: chatKeys.messagesAll(communityID) })
    .map((q) => String(q.queryKey.at(-1)))
    .filter(Boolean);

export const heldHighest = (qc: QueryClient, communityID: string, roomID: string) =>
  highestSeq(qc.getQueryData<MessagePage>(chatKeys.messages(communityID, roomID))?.messages ?? []);

export interface SendInput {
  roomID: string;
  clientMessageID: string;
  text: string;
  attachmentIDs: string[];
}

/** A send is answered with the stored message; a resend with the same clientMessageID is a no-op. */
export function useSend() {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (b: SendInput) => (await callOp(ops.send, { body: { communityID, ...b } })).data,
    onSuccess: (m) => putMessages(qc, communityID, m.roomID, [m]),
  });
}

export function useRecall() {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (messageID: string) =>
      (await callOp(ops.recall, { body: { communityID, messageID } })).data,
    onSuccess: (m) => putMessages(qc, communityID, m.roomID, [m]),
  });
}

/** Uploads one file for a room; the answer's attachmentID goes with the send. */
export function useUpload() {
  const communityID = useCommunityID();
  return useMutation({
    mutationFn: async ({ roomID, file }: { roomID: string; file: File }): Promise<ChatAttachment> => {
      const form = new FormData();
      form.append('file', file);
      return (await callOp(ops.attach, { query: { communityID, roomID }, body: form })).data;
    },
  });
}
