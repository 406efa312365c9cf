import { ApiFailure } from '../api/http';
import { type IncidentReport, reportIncident } from '../api/incident';
import { type ScanBody, scanCheckpoint } from '../api/patrol';
import { type CheckinBody, type CheckoutBody, checkin, checkout } from '../api/vms';
import { countAttempt, listQueue, markFailed, type QueuedEntry, removeEntry } from './queue';

/** Sends one entry the way it would have gone online; answers what the server said. */
export type Sender = (entry: QueuedEntry) => Promise<unknown>;

export const sendEntry: Sender = (entry) => {
  switch (entry.kind) {
    case 'patrol-scan':
      return scanCheckpoint(entry.body as unknown as ScanBody);
    case 'vms-checkin':
      return checkin(entry.body as unknown as CheckinBody);
    case 'vms-checkout':
      return checkout(entry.body as unknown as CheckoutBody);
    case 'incident':
      return reportIncident(entry.body as unknown as IncidentReport, entry.photos ?? []);
  }
};

export interface SyncOutcome {
  sent: number;
  failed: number;
  /** No signal or a server away: the rest waits for the next try. */
  stopped: boolean;
}

let running: Promise<SyncOutcome> | null = null;

/**
 * Sends the waiting entries in the order they were made. A success removes the entry. A
 * refusal (4xx: the pass was used at the other gate meanwhile, the label was retired) marks it
 * failed with the server's message for the guard to see, and the next entry goes on. No network
 * or a 5xx stops the run with that entry still waiting: order is kept, the next run resends it
 * with the same UUID. One run at a time, however many triggers fire.
 */
export function syncQueue(send: Sender = sendEntry): Promise<SyncOutcome> {
  running ??= run(send).finally(() => {
    running = null;
  });
  return running;
}

async function run(send: Sender): Promise<SyncOutcome> {
  const outcome: SyncOutcome = { sent: 0, failed: 0, stopped: false };
  for (const entry of await listQueue()) {
    if (entry.state !== 'waiting' || entry.seq === undefined) continue;
    try {
      await send(entry);
      await removeEntry(entry.seq);
      outcome.sent++;
    } catch (e) {
      if (e instanceof ApiFailure && e.refused && e.status !== 401) {
        await markFailed(entry.seq, e.message);
        outcome.failed++;
        continue;
      }
      await countAttempt(entry.seq);
      outcome.stopped = true;
      break;
    }
  }
  return outcome;
}

/** Every 30 s and whenever the phone comes back online. Answers a stop function. */
export function startSyncLoop(send: Sender = sendEntry, everyMs = 30_000): () => void {
  const tick = () => {
    if (navigator.onLine) void syncQueue(send);
  };
  window.addEventListener('online', tick);
  const timer = window.setInterval(tick, everyMs);
  tick();
  return () => {
    window.removeEventListener('online', tick);
    window.clearInterval(timer);
  };
}
