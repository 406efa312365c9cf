import { LIVE_CLOSE } from '@cc/contracts/notification-live';

/** The part of a `ws` socket the hub uses (the package ships no types of its own here). */
export interface LiveSocket {
  readonly readyState: number;
  readonly bufferedAmount: number;
  send(data: string | Buffer, options?: { binary: boolean }): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
  ping(): void;
  on(event: 'close' | 'pong', listener: () => void): void;
  on(event: 'message', listener: (data: Buffer, isBinary: boolean) => void): void;
}

const OPEN = 1;
/** A console that stops reading is cut off rather than allowed to grow the server's memory. */
const MAX_BUFFERED = 1024 * 1024;

/** The notification bell's channel: what a socket is unless its route names another. */
export const DEFAULT_CHANNEL = 'notification';

const memberKey = (channel: string, communityId: string, userId: string) =>
  `${channel}\u0000${communityId}\u0000${userId}`;

/**
 * The sockets open on this instance, by channel (the bell's, chat's) and member (community and
 * user). A socket is on one channel: events published on a channel reach only its sockets.
 */
export class LocalSockets {
  readonly #byMember = new Map<string, Set<LiveSocket>>();
  readonly #received = new WeakSet<LiveSocket>();
  readonly #connectionOf = new WeakMap<LiveSocket, string>();

  add(
    communityId: string,
    userId: string,
    socket: LiveSocket,
    channel = DEFAULT_CHANNEL,
    connectionId?: string,
  ) {
    if (connectionId) this.#connectionOf.set(socket, connectionId);
    const key = memberKey(channel, communityId, userId);
    const set = this.#byMember.get(key);
    if (set) set.add(socket);
    else this.#byMember.set(key, new Set([socket]));
  }

  remove(communityId: string, userId: string, socket: LiveSocket, channel = DEFAULT_CHANNEL) {
    const key = memberKey(channel, communityId, userId);
    const set = this.#byMember.get(key);
    if (set?.delete(socket) && set.size === 0) this.#byMember.delete(key);
  }

  /** Sends one serialised event to every open socket of these users; answers how many got it. */
  send(communityId: string, userIds: readonly string[], text: string, channel = DEFAULT_CHANNEL): number {
    // Encoded once for all sockets rather than once per socket.
    const data = Buffer.from(text);
    let sent = 0;
    for (const userId of userIds) {
      for (const socket of this.#byMember.get(memberKey(channel, communityId, userId)) ?? []) {
        if (socket.readyState !== OPEN) continue;
        if (socket.bufferedAmount > MAX_BUFFERED) {
          socket.close(LIVE_CLOSE.tooSlow, 'too slow');
          continue;
        }
        socket.send(data, { binary: false });
        this.#received.add(socket);
        sent++;
      }
    }
    return sent;
  }

  /** Whether any event has been sent to this socket through the hub. */
  received(socket: LiveSocket) {
    return this.#received.has(socket);
  }

  /** Closes the member's sockets on every channel (removed from the community). */
  closeMember(communityId: string, userId: string, code: number, reason: string) {
    const tail = `\u0000${communityId}\u0000${userId}`;
    for (const [key, set] of this.#byMember) {
      if (key.endsWith(tail)) for (const socket of set) socket.close(code, reason);
    }
  }

  /** Closes the member's sockets on one channel, all but the connection `except` (a takeover). */
  closeConnections(
    channel: string,
    communityId: string,
    userId: string,
    except: string | undefined,
    code: number,
    reason: string,
  ) {
    for (const socket of this.#byMember.get(memberKey(channel, communityId, userId)) ?? []) {
      if (except === undefined || this.#connectionOf.get(socket) !== except) socket.close(code, reason);
    }
  }

  all(): LiveSocket[] {
    return [...this.#byMember.values()].flatMap((set) => [...set]);
  }

  get size() {
    let n = 0;
    for (const set of this.#byMember.values()) n += set.size;
    return n;
  }
}
