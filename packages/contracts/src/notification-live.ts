import { z } from 'zod';
import { PERMISSION_KEYS } from './features';
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
  /**
   * Some of a feature's records changed without anyone in the console doing it (the scheduler
   * published a post), so open pages showing them refetch instead of waiting for a reload.
   */
  z.object({
    type: z.literal('changed'),
    featureEnum: z.enum(PERMISSION_KEYS),
    ids: z.array(z.string()).max(100),
  }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;
export type LiveChange = Extract<LiveEvent, { type: 'changed' }>;

/** What the console may send: an application ping, answered by `{type:'pong'}`. */
export const liveClientMessageSchema = z.object({ type: z.literal('ping') });

/**
 * In the console, the notification feature holds the tab's one live socket and hands what other
 * features follow on as window events (CustomEvent), so a page can follow its data without
 * importing that feature. No socket (signed out, no community): no status but "down".
 */
export const LIVE_WINDOW_EVENTS = {
  /** detail: LiveWindowChange, each `changed` event from the socket. */
  changed: 'cc:live-changed',
  /** detail: LiveWindowStatus, when the socket opens or drops, and in answer to statusRequest. */
  status: 'cc:live-status',
  /** No detail: asks for a status event now (a page mounted after the socket opened). */
  statusRequest: 'cc:live-status-request',
} as const;

export interface LiveWindowChange {
  communityID: string;
  change: LiveChange;
}
export interface LiveWindowStatus {
  communityID: string;
  connected: boolean;
}
