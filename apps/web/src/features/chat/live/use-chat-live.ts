import type { ChatRoom } from '@cc/contracts/chat';
import type { ChatLiveEvent } from '@cc/contracts/chat-live';
import { chatOps as ops } from '@cc/contracts/chat-ops';
import { type InfiniteData, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { callOp } from '../../../shared/api/api-client';
import { useCommunityID } from '../../../shared/session/use-community';
import { chatKeys } from '../api/chat-keys';
import { catchUp, heldRooms, putMessages } from '../api/messages';
import { putRoom } from '../api/rooms';
import { type ChatSocket, type ChatSocketState, openChatSocket } from './chat-socket';
import { chatDeviceID } from './device-id';

/** How long "typing…" shows after the last typing event. */
export const TYPING_SHOWN_MS = 4_000;
/** The least time between two typing frames this console sends. */
const TYPING_EVERY_MS = 2_500;

export interface ChatLive {
  state: ChatSocketState;
  /** Rooms where the resident is typing now, by roomID, with the typist's name. */
  typing: Record<string, string>;
  takeover: () => void;
  /** Tells the room's resident the office is typing (throttled). */
  typingIn: (roomID: string) => void;
}

type RoomPage = { items: ChatRoom[]; lastKey: string | null };

/** Applies a read event to the room wherever the page shows it (its version does not move). */
function patchRead(qc: QueryClient, communityID: string, roomID: string, side: string, seq: number) {
  const patch = (r: ChatRoom): ChatRoom =>
    r.roomID !== roomID
      ? r
      : side === 'RESIDENT'
        ? { ...r, residentReadSeq: Math.max(r.residentReadSeq, seq) }
        : { ...r, officeReadSeq: Math.max(r.officeReadSeq, seq), unread: seq >= r.lastSeq ? 0 : r.unread };
  qc.setQueryData<ChatRoom>(chatKeys.room(communityID, roomID), (r) => r && patch(r));
  qc.setQueriesData<InfiniteData<RoomPage>>(
    { queryKey: [...chatKeys.rooms(communityID), 'list'] },
    (d) => d && { ...d, pages: d.pages.map((p) => ({ ...p, items: p.items.map(patch) })) },
  );
}

/**
 * The office's live chat: one socket per page (ticket, duplicate check, takeover, reconnect by
 * close code), its events written into the query cache, and a catch-up of every held room after
 * each (re)connect.
 */
export function useChatLive(): ChatLive {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  const [state, setState] = useState<ChatSocketState>('connecting');
  const [typing, setTyping] = useState<Record<string, string>>({});
  const socket = useRef<ChatSocket | null>(null);
  const typingTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const lastTyping = useRef(new Map<string, number>());

  useEffect(() => {
    if (!communityID) return;
    const deviceID = chatDeviceID();
    const timers = typingTimers.current;
    const onEvent = (e: ChatLiveEvent) => {
      if (e.type === 'message') {
        putMessages(qc, communityID, e.room.roomID, [e.message]);
        putRoom(qc, communityID, e.room);
        // A new message moves its room to the top of the lists, or brings a room they lack.
        void qc.invalidateQueries({ queryKey: chatKeys.rooms(communityID) });
        if (e.message.side === 'RESIDENT') stopTyping(e.room.roomID);
      } else if (e.type === 'room') {
        putRoom(qc, communityID, e.room);
        void qc.invalidateQueries({ queryKey: chatKeys.summary(communityID) });
      } else if (e.type === 'read') {
        patchRead(qc, communityID, e.roomID, e.side, e.seq);
      } else if (e.type === 'typing' && e.side === 'RESIDENT') {
        setTyping((t) => ({ ...t, [e.roomID]: e.name }));
        clearTimeout(timers.get(e.roomID));
        timers.set(
          e.roomID,
          setTimeout(() => stopTyping(e.roomID), TYPING_SHOWN_MS),
        );
      }
    };
    const stopTyping = (roomID: string) => {
      clearTimeout(timers.get(roomID));
      setTyping(({ [roomID]: _, ...rest }) => rest);
    };
    const s = openChatSocket({
      deviceID,
      ticket: async () => (await callOp(ops.ticket, { body: { communityID, deviceID } })).data.ticket,
      duplicate: async () =>
        (await callOp(ops.duplicate, { query: { communityID, deviceID } })).data.duplicate,
      onEvent,
      onState: setState,
      onOpen: (reconnect) => {
        for (const roomID of heldRooms(qc, communityID))
          void catchUp(qc, communityID, roomID).catch(() => {});
        if (reconnect) void qc.invalidateQueries({ queryKey: chatKeys.rooms(communityID) });
      },
    });
    socket.current = s;
    return () => {
      s.stop();
      socket.current = null;
      for (const t of timers.values()) clearTimeout(t);
      timers.clear();
    };
  }, [communityID, qc]);

  const takeover = useCallback(() => socket.current?.takeover(), []);
  const typingIn = useCallback((roomID: string) => {
    const now = Date.now();
    if (now - (lastTyping.current.get(roomID) ?? 0) < TYPING_EVERY_MS) return;
    if (socket.current?.send({ type: 'typing', roomID })) lastTyping.current.set(roomID, now);
  }, []);
  return { state, typing, takeover, typingIn };
}
