import {
  CHAT_LIVE_PATH,
  type ChatFrame,
  type ChatLiveEvent,
  chatLiveEventSchema,
} from '@cc/contracts/chat-live';
import { closeDecision, retryDelay } from './close-decision';

/**
 * connecting: asking for a ticket or opening; open; retrying: dropped, waiting out the back-off;
 * duplicate: another tab or device holds chat open, not connected until the reader takes over;
 * takenOver: another tab or device took over (4409); removed: no longer allowed (4403).
 */
export type ChatSocketState = 'connecting' | 'open' | 'retrying' | 'duplicate' | 'takenOver' | 'removed';

export interface ChatSocketOptions {
  deviceID: string;
  /** A fresh single-use ticket for this device. */
  ticket: () => Promise<string>;
  /** Whether the user holds a chat socket open elsewhere (asked before the first connect only). */
  duplicate: () => Promise<boolean>;
  onEvent: (event: ChatLiveEvent) => void;
  /** After every open, first or not: the caller catches up on what it missed. */
  onOpen: (reconnect: boolean) => void;
  onState: (state: ChatSocketState) => void;
  /** Injected by tests. */
  createSocket?: (url: string) => WebSocket;
  origin?: string;
  pingEveryMs?: number;
}

export interface ChatSocket {
  /** Connects with `takeover=true`: the user's other chat sockets close with 4409. */
  takeover: () => void;
  /** Sends a frame if the socket is open; false when it is not. */
  send: (frame: ChatFrame) => boolean;
  stop: () => void;
}

const WS_OPEN = 1;

/** The console's one chat socket, reopened by the close code's rule (close-decision.ts) until stop(). */
export function openChatSocket(o: ChatSocketOptions): ChatSocket {
  const origin = (o.origin ?? window.location.origin).replace(/^http/, 'ws');
  const create = o.createSocket ?? ((u) => new WebSocket(u));
  let stopped = false;
  let socket: WebSocket | null = null;
  let attempt = 0;
  let opens = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let ping: ReturnType<typeof setInterval> | undefined;

  const schedule = (delay: number, takeover = false) => {
    clearTimeout(timer);
    timer = setTimeout(() => void connect(takeover), delay);
  };

  async function connect(takeover: boolean) {
    if (stopped) return;
    o.onState(opens > 0 || attempt > 0 ? 'retrying' : 'connecting');
    let ticket: string;
    try {
      ticket = await o.ticket();
    } catch (e) {
      // Refused (not a member, chat off): asking again will not help; anything else might.
      if (stopped) return;
      if ((e as { status?: unknown }).status === 403) o.onState('removed');
      else schedule(retryDelay(attempt++));
      return;
    }
    if (stopped) return;
    const qs = new URLSearchParams({ ticket, deviceID: o.deviceID });
    if (takeover) qs.set('takeover', 'true');
    const ws = create(`${origin}${CHAT_LIVE_PATH}?${qs}`);
    socket = ws;
    ws.onopen = () => {
      attempt = 0;
      o.onState('open');
      o.onOpen(opens++ > 0);
      ping = setInterval(() => {
        if (ws.readyState === WS_OPEN) ws.send('{"type":"ping"}');
      }, o.pingEveryMs ?? 25_000);
    };
    ws.onmessage = (m) => {
      if (typeof m.data !== 'string') return;
      try {
        const parsed = chatLiveEventSchema.safeParse(JSON.parse(m.data));
        if (parsed.success) o.onEvent(parsed.data);
      } catch {
        // Not JSON: nothing the console could show.
      }
    };
    ws.onclose = (e) => {
      // A socket this side closed on purpose (takeover, stop) is no longer `socket`.
      if (socket !== ws) return;
      clearInterval(ping);
      socket = null;
      if (stopped) return;
      const decision = closeDecision(e.code);
      if (decision === 'stop') o.onState('removed');
      else if (decision === 'takenOver') o.onState('takenOver');
      else if (decision === 'renew') schedule(attempt++ === 0 ? 0 : retryDelay(attempt));
      else {
        o.onState('retrying');
        schedule(retryDelay(attempt++, e.code));
      }
    };
  }

  async function start() {
    o.onState('connecting');
    let duplicate = false;
    try {
      duplicate = await o.duplicate();
    } catch {
      // Unknown: connect as usual; a real duplicate would still be told apart by the server.
    }
    if (stopped) return;
    if (duplicate) o.onState('duplicate');
    else void connect(false);
  }
  void start();

  return {
    takeover: () => {
      if (stopped) return;
      attempt = 0;
      clearTimeout(timer);
      clearInterval(ping);
      const old = socket;
      socket = null;
      old?.close(1000, 'takeover');
      void connect(true);
    },
    send: (frame) => {
      if (socket?.readyState !== WS_OPEN) return false;
      socket.send(JSON.stringify(frame));
      return true;
    },
    stop: () => {
      stopped = true;
      clearTimeout(timer);
      clearInterval(ping);
      const old = socket;
      socket = null;
      old?.close(1000, 'bye');
    },
  };
}
