import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { communityScope } from '../../platform/db/community-scope';
import type { AppServices } from '../../platform/services';
import type { ChatCaller } from './chat-work';
import { deletePresence, insertPresence, refreshPresence } from './presence-queries';

/** How often this instance marks its sockets alive (readers count rows younger than 75 s). */
export const PRESENCE_REFRESH_MS = 30_000;

export interface ChatPresence {
  joined(caller: ChatCaller, connectionId: string, deviceId: string): Promise<void>;
  left(caller: ChatCaller, connectionId: string): Promise<void>;
  stop(): void;
}

/**
 * This instance's chat sockets as presence rows: one per socket, written when it opens, removed
 * when it closes, and refreshed every 30 s per community the instance holds sockets in, so a
 * crashed instance's rows age out by themselves. Losing the database for a moment costs a refresh,
 * never the process: a failed refresh is logged and the next one tries again.
 */
export function chatPresence(s: AppServices, log: Pick<FastifyBaseLogger, 'warn'>): ChatPresence {
  const instanceId = randomUUID();
  const held = new Map<string, Set<string>>();
  const timer = setInterval(() => {
    for (const communityId of held.keys()) {
      const scope = communityScope(s.db, communityId);
      scope
        .run((tx) => refreshPresence(tx, scope, instanceId))
        .catch((err) => log.warn({ err, communityId }, 'chat presence refresh failed'));
    }
  }, PRESENCE_REFRESH_MS);
  timer.unref();
  return {
    async joined(caller, connectionId, deviceId) {
      const set = held.get(caller.scope.communityId) ?? new Set();
      set.add(connectionId);
      held.set(caller.scope.communityId, set);
      await caller.scope.run((tx) =>
        insertPresence(tx, caller.scope, { connectionId, userId: caller.userId, deviceId, instanceId }),
      );
    },
    async left(caller, connectionId) {
      const set = held.get(caller.scope.communityId);
      set?.delete(connectionId);
      if (set?.size === 0) held.delete(caller.scope.communityId);
      await caller.scope
        .run((tx) => deletePresence(tx, caller.scope, connectionId))
        .catch((err) => log.warn({ err }, 'chat presence row not removed; it ages out'));
    },
    stop: () => clearInterval(timer),
  };
}
