import { ApiFailure } from '../api/http';
import { enqueue, listQueue, type QueuedEntry } from './queue';
import { sendEntry, syncQueue } from './sync';

export type Submitted<T> = { sent: true; result: T } | { sent: false; queued: QueuedEntry };

/**
 * Sends an action now when the phone is online and nothing older waits; otherwise, or when the
 * network fails on the way, keeps it in the queue (same client UUID) to go later in order. A
 * refusal is thrown to the screen that asked: the guard is standing right there.
 */
export async function submitOrQueue<T>(
  entry: Omit<QueuedEntry, 'seq' | 'state' | 'attempts' | 'createdAt'>,
): Promise<Submitted<T>> {
  const waiting = (await listQueue()).some((e) => e.state === 'waiting');
  if (navigator.onLine && !waiting) {
    try {
      return { sent: true, result: (await sendEntry(entry as QueuedEntry)) as T };
    } catch (e) {
      if (!(e instanceof ApiFailure) || e.refused) throw e;
    }
  }
  const queued = await enqueue(entry);
  if (navigator.onLine) void syncQueue();
  return { sent: false, queued };
}
