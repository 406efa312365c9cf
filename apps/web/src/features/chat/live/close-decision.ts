import { CHAT_CLOSE } from '@cc/contracts/chat-live';

/**
 * What the console does when its chat socket closes:
 * - renew: the ticket's session ended (4401), fetch a new ticket and reconnect at once;
 * - stop: no longer a member or chat switched off (4403), never reconnect;
 * - takenOver: another tab or device took over (4409), stop and offer "use chat here";
 * - retry: anything else (1001 going away, 1006 dropped, 4429 too many), reconnect with back-off.
 */
export type CloseDecision = 'renew' | 'stop' | 'takenOver' | 'retry';

export function closeDecision(code: number): CloseDecision {
  switch (code) {
    case CHAT_CLOSE.expired:
      return 'renew';
    case CHAT_CLOSE.removed:
      return 'stop';
    case CHAT_CLOSE.takenOver:
      return 'takenOver';
    default:
      return 'retry';
  }
}

/**
 * The wait before reconnect attempt `attempt` (0 = the first after a drop): doubling from 1 s to
 * at most 30 s, with jitter so a restarted server is not hit by every console at once; a socket
 * closed for too many frames (4429) waits at least 10 s.
 */
export function retryDelay(attempt: number, code = 1006, random: () => number = Math.random): number {
  const ceiling = Math.min(30_000, 1_000 * 2 ** Math.min(Math.max(attempt, 0), 10));
  const delay = Math.round(ceiling * (0.5 + random() / 2));
  return code === CHAT_CLOSE.tooMany ? Math.max(10_000, delay) : delay;
}
