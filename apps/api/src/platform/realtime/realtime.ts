import { LIVE_CLOSE } from '@cc/contracts/notification-live';
import type { FastifyBaseLogger } from 'fastify';
import type { AccessChange } from '../tenancy/access-change';
import { type FanOut, type FanOutMessage, inProcessFanOut, type LiveDelivery, redisFanOut } from './fan-out';
import { DEFAULT_CHANNEL, type LiveSocket, LocalSockets } from './local-sockets';

export type { LiveDelivery } from './fan-out';

/**
 * What features use (AppServices.realtime). Every call reaches every API instance, over one
 * Redis channel and one keep-alive for all sockets. A socket belongs to one channel (the bell's
 * `notification`, `chat`): publishing names the channel, and only its sockets hear it.
 */
export interface Realtime {
  /** Sends each delivery's event to its users' open sockets of the channel in this community. */
  publish<E>(communityId: string, deliveries: readonly LiveDelivery<E>[], channel: string): Promise<void>;
  publish(communityId: string, deliveries: readonly LiveDelivery[]): Promise<void>;
  /**
   * Closes a member's sockets of one channel on every instance, all but the connection `except`
   * (a takeover by a newer socket).
   */
  closeConnections(
    communityId: string,
    userId: string,
    opts: { channel: string; except?: string; code: number; reason: string },
  ): Promise<void>;
  /** Closes the member's sockets in this community (code 4403), e.g. when the member is removed. */
  closeMemberSockets(communityId: string, userId: string): Promise<void>;
  /**
   * For live routes: keeps an authenticated socket on this instance until it closes, or until
   * its access token expires (4401). Answers whether any event has reached the socket since.
   */
  hold(
    socket: LiveSocket,
    member: Member,
    tokenExpiresAt: number,
    opts?: { channel?: string; connectionId?: string },
  ): { received(): boolean };
  /** Tells every instance's access listeners (this one's included) that `change` happened. */
  publishAccessChange(change: AccessChange): Promise<void>;
  /**
   * Hears every access change from any instance, and every member removal (closeMemberSockets
   * implies one): what the tenancy's access cache forgets by.
   */
  onAccessChange(listener: (change: AccessChange) => void): void;
}

export interface Member {
  communityId: string;
  userId: string;
}

/** The instance's side: shutting down. */
export interface RealtimeHub extends Realtime {
  readonly fanOut: FanOut['kind'];
  /** Whether live events reach the other instances now (Redis answering, or none to reach). */
  readonly fanOutConnected: boolean;
  readonly localSockets: number;
  /** Tells every socket on this instance "going away" (1001), so consoles reconnect elsewhere. */
  closeSockets(): void;
  /** Stops keep-alive and leaves the fan-out; publishing after this fails. */
  close(): Promise<void>;
}

export interface RealtimeOptions {
  redisUrl?: string;
  /** The deployment's Redis prefix (config REDIS_PREFIX). */
  redisPrefix?: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** How often sockets are pinged; one missed pong and the socket is dropped. */
  pingIntervalMs?: number;
}

export async function createRealtime(opts: RealtimeOptions): Promise<RealtimeHub> {
  const local = new LocalSockets();
  const accessListeners: ((change: AccessChange) => void)[] = [];
  const accessChanged = (change: AccessChange) => {
    for (const listener of accessListeners) listener(change);
  };
  const onMessage = (m: FanOutMessage) => {
    if (m.kind === 'access') return accessChanged(m.change);
    if (m.kind === 'close') {
      accessChanged({ communityId: m.communityId, userId: m.userId });
      return local.closeMember(m.communityId, m.userId, LIVE_CLOSE.removed, 'removed');
    }
    if (m.kind === 'close-connections') {
      return local.closeConnections(m.channel, m.communityId, m.userId, m.except, m.code, m.reason);
    }
    const channel = m.channel ?? DEFAULT_CHANNEL;
    for (const d of m.deliveries) local.send(m.communityId, d.userIds, JSON.stringify(d.event), channel);
  };
  const fanOut = opts.redisUrl
    ? await redisFanOut(opts.redisUrl, opts.redisPrefix ?? 'cc:', onMessage, opts.log)
    : inProcessFanOut(onMessage);

  // Browsers answer protocol pings by themselves; a socket that misses one is a dead connection.
  const alive = new WeakMap<LiveSocket, boolean>();
  const keepAlive = setInterval(() => {
    for (const socket of local.all()) {
      if (alive.get(socket) === false) socket.terminate();
      else {
        alive.set(socket, false);
        socket.ping();
      }
    }
  }, opts.pingIntervalMs ?? 30_000);
  keepAlive.unref();

  const closeSockets = () => {
    for (const socket of local.all()) socket.close(LIVE_CLOSE.goingAway, 'server shutting down');
  };

  return {
    get fanOut() {
      return fanOut.kind;
    },
    get fanOutConnected() {
      return fanOut.connected;
    },
    get localSockets() {
      return local.size;
    },
    publish: (communityId: string, deliveries: readonly LiveDelivery<unknown>[], channel?: string) =>
      deliveries.length
        ? fanOut.publish({
            kind: 'deliver',
            communityId,
            deliveries,
            ...(channel && channel !== DEFAULT_CHANNEL ? { channel } : {}),
          })
        : Promise.resolve(),
    closeConnections: (communityId, userId, { channel, except, code, reason }) =>
      fanOut.publish({ kind: 'close-connections', channel, communityId, userId, except, code, reason }),
    closeMemberSockets: (communityId, userId) => fanOut.publish({ kind: 'close', communityId, userId }),
    publishAccessChange: (change) => fanOut.publish({ kind: 'access', change }),
    onAccessChange: (listener) => void accessListeners.push(listener),
    hold(socket, { communityId, userId }, tokenExpiresAt, opts = {}) {
      const channel = opts.channel ?? DEFAULT_CHANNEL;
      local.add(communityId, userId, socket, channel, opts.connectionId);
      alive.set(socket, true);
      socket.on('pong', () => alive.set(socket, true));
      // A socket outlives nothing its token would not: logout ends it within one token lifetime.
      const expiry = setTimeout(
        () => socket.close(LIVE_CLOSE.tokenExpired, 'token expired'),
        Math.min(2 ** 31 - 1, Math.max(0, tokenExpiresAt - Date.now())),
      );
      socket.on('close', () => {
        clearTimeout(expiry);
        local.remove(communityId, userId, socket, channel);
      });
      return { received: () => local.received(socket) };
    },
    closeSockets,
    async close() {
      clearInterval(keepAlive);
      closeSockets();
      await fanOut.close();
    },
  };
}
