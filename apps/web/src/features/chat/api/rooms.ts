import type { ChatRoom } from '@cc/contracts/chat';
import { chatOps as ops } from '@cc/contracts/chat-ops';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { useCommunityID } from '../../../shared/session/use-community';
import { chatKeys, type RoomFilter } from './chat-keys';

export const ROOM_PAGE = 30;

type RoomPage = { items: ChatRoom[]; lastKey: string | null };

/** Rooms by last activity, a keyset page at a time. */
export const roomListQuery = (communityID: string, filter: RoomFilter) =>
  infiniteQueryOptions({
    queryKey: chatKeys.roomList(communityID, filter),
    queryFn: ({ signal, pageParam }) =>
      callOp(ops.rooms, {
        query: {
          communityID,
          status: filter.status,
          unread: filter.unread,
          mine: filter.mine,
          search: filter.search || undefined,
          limit: ROOM_PAGE,
          lastKey: pageParam,
        },
        signal,
      }) as Promise<RoomPage>,
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.lastKey ?? undefined,
  });
export const useRoomList = (filter: RoomFilter) => useInfiniteQuery(roomListQuery(useCommunityID(), filter));

export const roomQuery = (communityID: string, roomID: string) =>
  queryOptions({
    queryKey: chatKeys.room(communityID, roomID),
    queryFn: async ({ signal }) =>
      (await callOp(ops.roomInfo, { query: { communityID, roomID }, signal })).data,
  });
export const useRoom = (roomID: string | null) => {
  const communityID = useCommunityID();
  return useQuery({ ...roomQuery(communityID, roomID ?? ''), enabled: !!roomID });
};

export const useSummary = (enabled: boolean) => {
  const communityID = useCommunityID();
  return useQuery({
    queryKey: chatKeys.summary(communityID),
    queryFn: async ({ signal }) => (await callOp(ops.summary, { query: { communityID }, signal })).data,
    enabled,
    refetchInterval: 60_000,
  });
};

/**
 * A room's new state (an answer to a change, a live `room` event) written where the page shows
 * it: the room itself and its row in every loaded list, without reading the lists again. An older
 * version never overwrites a newer one (events and answers may cross).
 */
export function putRoom(qc: QueryClient, communityID: string, room: ChatRoom) {
  const key = chatKeys.room(communityID, room.roomID);
  const held = qc.getQueryData<ChatRoom>(key);
  if (!held || held.version <= room.version) qc.setQueryData(key, room);
  qc.setQueriesData<InfiniteData<RoomPage>>(
    { queryKey: [...chatKeys.rooms(communityID), 'list'] },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((p) => ({
          ...p,
          items: p.items.map((r) => (r.roomID === room.roomID && r.version <= room.version ? room : r)),
        })),
      },
  );
}

function useRoomChange<I>(call: (communityID: string, input: I) => Promise<{ data: ChatRoom }>) {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: I) => (await call(communityID, input)).data,
    onSuccess: (room) => {
      putRoom(qc, communityID, room);
      void qc.invalidateQueries({ queryKey: chatKeys.summary(communityID) });
    },
  });
}

export const useSetStatus = () =>
  useRoomChange((communityID, b: { roomID: string; status: ChatRoom['status'] }) =>
    callOp(ops.roomStatus, { body: { communityID, ...b } }),
  );
export const useAssign = () =>
  useRoomChange((communityID, b: { roomID: string; userID: string | null }) =>
    callOp(ops.roomAssign, { body: { communityID, ...b } }),
  );
/** Opens (or finds) a resident's room, to start a conversation from the member search. */
export const useOpenRoom = () =>
  useRoomChange((communityID, userID: string) => callOp(ops.room, { body: { communityID, userID } }));
export const useMarkRead = () =>
  useRoomChange((communityID, b: { roomID: string; seq: number }) =>
    callOp(ops.read, { body: { communityID, ...b } }),
  );
