import {
  LIVE_CLOSE,
  LIVE_PATH,
  LIVE_SUBPROTOCOL,
  type LiveEvent,
  liveEventSchema,
} from '@cc/contracts/notification-live';
import { reconnectDelay } from './backoff';

export interface LiveChannelOptions {
  communityID: string;
  /** A current access token, refreshed first when it is about to expire; null ends the channel. */
  accessToken: (opts: { forceRefresh: boolean }) => Promise<string | null>;
  onEvent: (event: LiveEvent) => void;
  /** Called on every open after the first, so the caller can catch up on what it missed. */
  onReconnect?: () => void;
  /** True when a socket opens, false when it drops or the channel stops. */
  onStatus?: (connected: boolean) => void;
  /** Injected by tests. */
  createSocket?: (url: string, protocols: string[]) => WebSocket;
  origin?: string;
  pingEveryMs?: number;
}

const WS_OPEN = 1;

/**
 * One WebSocket to the live channel, reopened with back-off when it drops until stop() is
 * called. The token travels as the subprotocol pair `bearer, <token>` (never in the URL, which
 * proxies log). A removed member (4403) is not reconnected; an expired token (4401) is refreshed.
 * Returns stop().
 */
export function openLiveChannel(o: LiveChannelOptions): () => void {
  const origin = o.origin ?? window.location.origin;
  const url = `${origin.replace(/^http/, 'ws')}${LIVE_PATH}?communityID=${encodeURIComponent(o.communityID)}`;
  const create = o.createSocket ?? ((u, p) => new WebSocket(u, p));
  let stopped = false;
  let socket: WebSocket | null = null;
  let attempt = 0;
  let opened = 0;
  let forceRefresh = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let connected = false;
  const setConnected = (now: boolean) => {
    if (now === connected) return;
    connected = now;
    o.onStatus?.(now);
  };

  async function connect() {
    retryTimer = undefined;
    const token = await o.accessToken({ forceRefresh }).catch(() => null);
    forceRefresh = false;
    if (stopped || !token) return;
    const ws = create(url, [LIVE_SUBPROTOCOL, token]);
    socket = ws;
    ws.onopen = () => {
      attempt = 0;
      setConnected(true);
      if (opened++ > 0) o.onReconnect?.();
      pingTimer = setInterval(() => {
        if (ws.readyState === WS_OPEN) ws.send('{"type":"ping"}');
      }, o.pingEveryMs ?? 25_000);
    };
    ws.onmessage = (m) => {
      if (typeof m.data !== 'string') return;
      let json: unknown;
      try {
        json = JSON.parse(m.data);
      } catch {
        return;
      }
      const parsed = liveEventSchema.safeParse(json);
      if (parsed.success) o.onEvent(parsed.data);
    };
    ws.onclose = (e) => {
      clearInterval(pingTimer);
      if (socket === ws) socket = null;
      if (!stopped) setConnected(false);
      if (stopped || e.code === LIVE_CLOSE.removed) return;
      // A refused handshake (1006, no reason) is retried with back-off; accessToken() renews a
      // token that has expired by then, so only the server's own 4401 forces a refresh.
      forceRefresh = e.code === LIVE_CLOSE.tokenExpired;
      schedule(e.code === LIVE_CLOSE.tokenExpired ? 0 : reconnectDelay(attempt++));
    };
  }

  function schedule(delay: number) {
    if (stopped || retryTimer !== undefined) return;
    retryTimer = setTimeout(() => void connect(), delay);
  }

  // Back online: try now instead of waiting out the back-off.
  const online = () => {
    if (socket || retryTimer === undefined) return;
    clearTimeout(retryTimer);
    retryTimer = undefined;
    void connect();
  };
  globalThis.addEventListener?.('online', online);

  void connect();

  return () => {
    stopped = true;
    setConnected(false);
    clearTimeout(retryTimer);
    clearInterval(pingTimer);
    globalThis.removeEventListener?.('online', online);
    socket?.close(1000, 'bye');
    socket = null;
  };
}
