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

const memberKey = (communityId: string, userId: string) => `${communityId}\u0000${userId}`;

/** The sockets open on this instance, by member (community and user). */
export class LocalSockets {
  readonly #byMember = new Map<string, Set<LiveSocket>>();
  readonly #received = new WeakSet<LiveSocket>();

  add(communityId: string, userId: string, socket: LiveSocket) {
    const key = memberKey(communityId, userId);
    const set = this.#byMember.get(key);
    if (set) set.add(socket);
    else this.#byMember.set(key, new Set([socket]));
  }

  remove(communityId: string, userId: string, socket: LiveSocket) {
    const key = memberKey(communityId, userId);
    const set = this.#byMember.get(key);
    if (set?.delete(socket) && set.size === 0) this.#byMember.delete(key);
  }

  /** Sends one serialised event to every open socket of these users; answers how many got it. */
  send(communityId: string, userIds: readonly string[], text: string): number {
    // Encoded once for all sockets rather than once per socket.
    const data = Buffer.from(text);
    let sent = 0;
    for (const userId of userIds) {
      for (const socket of this.#byMember.get(memberKey(communityId, userId)) ?? []) {
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

  closeMember(communityId: string, userId: string, code: number, reason: string) {
    for (const socket of this.#byMember.get(memberKey(communityId, userId)) ?? []) socket.close(code, reason);
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
