import type { NotifyChannelKind } from '@cc/contracts/notify-channel';
import type { AppServices } from '../../platform/services';
import type { ChannelRow } from './channel-queries';
import type { DeliveryRow } from './delivery-queries';
import type { Outcome, OutgoingMessage } from './outcome';
import { sendVia } from './send-via';

/** Sends in flight at once, over every channel of the batch. */
export const SEND_LIMIT = 16;
/**
 * An attempt without an answer by then is given up (a failure, tried again on the schedule), so
 * a batch of BATCH deliveries ends within BATCH / SEND_LIMIT deadlines, well inside its lease.
 */
export const SEND_DEADLINE_MS = 20_000;

const messageOf = (row: DeliveryRow): OutgoingMessage => ({
  deliveryId: row.id,
  retryKey: row.retryKey,
  title: row.title,
  body: row.body,
  featureEnum: row.featureEnum,
  communityId: row.communityId,
  createdAt: row.createdAt,
});

/** One attempt as an outcome, whatever happens: a throw or no answer in time is a failure to retry. */
function attempt(send: () => Promise<Outcome>): Promise<Outcome> {
  return new Promise((resolve) => {
    const timer = setTimeout(
      () =>
        resolve({
          ok: false,
          httpStatus: null,
          error: `no answer within ${SEND_DEADLINE_MS / 1000} s`,
          permanent: false,
        }),
      SEND_DEADLINE_MS,
    );
    send()
      .then(resolve, (err: unknown) =>
        resolve({
          ok: false,
          httpStatus: null,
          error: `not sent: ${err instanceof Error ? err.message : String(err)}`,
          permanent: false,
        }),
      )
      .finally(() => clearTimeout(timer));
  });
}

export interface BatchSent {
  /** The outcome of each delivery that was tried; one held back by a pause has none. */
  outcomes: Map<string, Outcome>;
  /** Channels that asked for a pause (Telegram's 429 retry_after), with the longest they asked. */
  pauses: Map<NotifyChannelKind, number>;
}

/**
 * Sends a claimed batch, SEND_LIMIT at a time, in the batch's order. Once a channel answers with
 * a time to come back (Telegram's 429 retry_after), the batch sends it nothing more: the rest
 * of its deliveries are held back for the caller to release until then, uncounted.
 */
export async function sendBatch(
  s: AppServices,
  rows: readonly DeliveryRow[],
  channels: ReadonlyMap<NotifyChannelKind, ChannelRow>,
): Promise<BatchSent> {
  const outcomes = new Map<string, Outcome>();
  const pauses = new Map<NotifyChannelKind, number>();
  let next = 0;
  const worker = async () => {
    for (let row = rows[next++]; row; row = rows[next++]) {
      if (pauses.has(row.kind)) continue;
      const outcome = await attempt(() => sendVia(s, channels.get(row.kind), messageOf(row)));
      outcomes.set(row.id, outcome);
      if (!outcome.ok && outcome.retryAfterMs !== undefined)
        pauses.set(row.kind, Math.max(pauses.get(row.kind) ?? 0, outcome.retryAfterMs));
    }
  };
  await Promise.all(Array.from({ length: Math.min(SEND_LIMIT, rows.length) }, worker));
  return { outcomes, pauses };
}
