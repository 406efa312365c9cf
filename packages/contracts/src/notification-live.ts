import { z } from 'zod';
import { inboxItemSchema } from './notification';

/**
 * The live channel: `GET /api/notification/live?communityID=...` upgraded to a WebSocket.
 *
 * A browser cannot set Authorization on a WebSocket, so the access token travels at the
 * handshake, preferably as the subprotocol pair `new WebSocket(url, ['bearer', accessToken])`
 * (the server answers `bearer`), or else as `&access_token=` in the URL (which can end up in
 * proxy logs). The Origin must be the console's own. The socket closes with LIVE_CLOSE codes;
 * the console reconnects with back-off and a fresh token.
 */
export const LIVE_PATH = '/api/notification/live';
export const LIVE_SUBPROTOCOL = 'bearer';

export const LIVE_CLOSE = {
  /** The access token expired: reconnect with a fresh one. */
  tokenExpired: 4401,
  /** The user is no longer a member of this community: do not reconnect. */
  removed: 4403,
  /** The socket could not keep up (too much unsent data). */
  tooSlow: 4408,
  /** The server is shutting down: reconnect, another instance will answer. */
  goingAway: 1001,
} as const;

/** What the server sends. The first message after opening is the current badge. */
export const liveEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('notification'), item: inboxItemSchema }),
  z.object({ type: z.literal('badge'), inboxBadgeCount: z.number().int() }),
  z.object({ type: z.literal('pong') }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;

/** What the console may send: an application ping, answered by `{type:'pong'}`. */
export const liveClientMessageSchema = z.object({ type: z.literal('ping') });
