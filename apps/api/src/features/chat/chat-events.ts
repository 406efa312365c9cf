import type { ChatRoom } from '@cc/contracts/chat';
import type { ChatLiveEvent } from '@cc/contracts/chat-live';
import type { FastifyBaseLogger } from 'fastify';
import type { LiveDelivery } from '../../platform/realtime/fan-out';
import type { AppServices } from '../../platform/services';

/** The realtime channel chat sockets hold: the bell's sockets never hear these events. */
export const CHAT_CHANNEL = 'chat';

/** Who follows a room live: its resident, and every chat admin. */
export interface RoomAudience {
  residentId: string;
  adminIds: readonly string[];
}

/**
 * Events for a room, each to both sides. An event that carries the room carries it as each side
 * sees it (its own unread count), so the resident's copy and the office's differ there only.
 */
export function roomDeliveries(
  audience: RoomAudience,
  make: (asOffice: boolean) => ChatLiveEvent | null,
): LiveDelivery<ChatLiveEvent>[] {
  const out: LiveDelivery<ChatLiveEvent>[] = [];
  const toResident = make(false);
  if (toResident) out.push({ userIds: [audience.residentId], event: toResident });
  const admins = audience.adminIds.filter((id) => id !== audience.residentId);
  const toOffice = make(true);
  if (toOffice && admins.length) out.push({ userIds: admins, event: toOffice });
  return out;
}

/** A room read by each side: the office's copy and the resident's. */
export interface RoomViews {
  office: ChatRoom;
  resident: ChatRoom;
}

/**
 * Sends after the commit, best effort: the rows stand either way, and a socket that missed an
 * event catches up by `afterSeq` when it reconnects.
 */
export async function publishChat(
  s: Pick<AppServices, 'realtime'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
  communityId: string,
  deliveries: LiveDelivery<ChatLiveEvent>[],
) {
  if (deliveries.length === 0) return;
  try {
    await s.realtime.publish(communityId, deliveries, CHAT_CHANNEL);
  } catch (err) {
    log.warn({ err, communityId }, 'chat event failed');
  }
}
