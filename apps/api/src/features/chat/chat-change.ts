import type { ChatLiveEvent } from '@cc/contracts/chat-live';
import type { FastifyBaseLogger } from 'fastify';
import type { LiveDelivery } from '../../platform/realtime/fan-out';
import { publishChat } from './chat-events';
import { atChat, type ChatCaller, type ChatWork } from './chat-work';

/** What a change answers, and what its followers are told once it committed. */
export interface ChatOutcome<T> {
  value: T;
  deliveries: LiveDelivery<ChatLiveEvent>[];
  /** Notifications (the bell, a push) to send after the commit. */
  after?: () => Promise<void>;
}

/**
 * Runs a chat change in one transaction, then tells the room's sockets and sends its
 * notifications. Nothing is published for work that rolled back, and a failure to publish or
 * notify never undoes what committed (a socket catches up by afterSeq, the inbox row stands).
 */
export async function changeChat<T>(
  caller: ChatCaller,
  log: Pick<FastifyBaseLogger, 'warn'>,
  work: (w: ChatWork) => Promise<ChatOutcome<T>>,
): Promise<T> {
  const outcome = await atChat(caller, work);
  await publishChat(caller.s, log, caller.scope.communityId, outcome.deliveries);
  if (outcome.after) {
    try {
      await outcome.after();
    } catch (err) {
      log.warn({ err, communityId: caller.scope.communityId }, 'chat notification failed');
    }
  }
  return outcome.value;
}
