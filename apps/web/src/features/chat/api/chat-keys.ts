import { communityKey } from '../../../shared/api/query-keys';

export interface RoomFilter {
  status: 'open' | 'pending' | 'closed' | 'all';
  unread: boolean;
  mine: boolean;
  search: string;
}

/**
 * The area's keys. Rooms (lists, one room, the card) sit under `rooms`: a live event moves them
 * together; a room's messages sit apart, each room's list merged in place by seq (never
 * refetched wholesale, which would drop the older pages the reader scrolled to).
 */
export const chatKeys = {
  all: (communityID: string) => communityKey('chat', communityID),
  rooms: (communityID: string) => [...chatKeys.all(communityID), 'rooms'] as const,
  roomList: (communityID: string, filter: RoomFilter) =>
    [...chatKeys.rooms(communityID), 'list', filter] as const,
  room: (communityID: string, roomID: string) => [...chatKeys.rooms(communityID), 'one', roomID] as const,
  summary: (communityID: string) => [...chatKeys.rooms(communityID), 'summary'] as const,
  messagesAll: (communityID: string) => [...chatKeys.all(communityID), 'messages'] as const,
  messages: (communityID: string, roomID: string) => [...chatKeys.messagesAll(communityID), roomID] as const,
  preference: (communityID: string) => [...chatKeys.all(communityID), 'preference'] as const,
  admins: (communityID: string) => [...chatKeys.all(communityID), 'admins'] as const,
  members: (communityID: string, search: string) =>
    [...chatKeys.all(communityID), 'members', search] as const,
  profile: (communityID: string, userID: string) =>
    [...chatKeys.all(communityID), 'profile', userID] as const,
};
