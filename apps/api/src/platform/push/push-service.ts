import type { PushPayload } from '@cc/contracts/notification';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { Database } from '../db/client';
import { readSubscription } from './subscription';
import { pushSubscriptions } from './tables';
import type { VapidDetails } from './vapid';

export interface PushReport {
  sent: number;
  removed: number;
  failed: number;
}

export interface PushService {
  /** The applicationServerKey browsers subscribe with. */
  readonly publicKey: string;
  /** Pushes to every subscription of these users. Never rejects: failures are logged and counted. */
  send(userIds: readonly string[], payload: PushPayload): Promise<PushReport>;
}

type Outcome = keyof PushReport;
const CONCURRENCY = 16;
/** How long a push service keeps a message for a browser that is offline. */
const TTL_SECONDS = 24 * 60 * 60;

export function createPushService(
  db: Database,
  vapid: VapidDetails,
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
): PushService {
  async function deliver(token: string, body: string): Promise<Outcome> {
    // A stored token that is not a subscription (kept from before validation) can never work.
    const subscription = readSubscription(token);
    if (!subscription) return 'removed';
    // Encryption (RFC 8291) and the VAPID header come from web-push; the request is ours, so
    // it has a timeout and follows no redirects.
    const request = webpush.generateRequestDetails(subscription, body, {
      vapidDetails: vapid,
      TTL: TTL_SECONDS,
    });
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(request.headers)) {
      if (k.toLowerCase() !== 'content-length') headers[k] = String(v);
    }
    const res = await fetch(request.endpoint, {
      method: 'POST',
      headers,
      body: new Uint8Array(request.body),
      redirect: 'error',
      signal: AbortSignal.timeout(10_000),
    });
    await res.arrayBuffer().catch(() => undefined);
    if (res.ok) return 'sent';
    // The browser unsubscribed or the subscription expired: it will never work again.
    if (res.status === 404 || res.status === 410) return 'removed';
    log.warn({ status: res.status, host: new URL(request.endpoint).host }, 'push service refused a message');
    return 'failed';
  }

  async function sendAll(userIds: readonly string[], payload: PushPayload): Promise<PushReport> {
    const rows = await db
      .select({ token: pushSubscriptions.token })
      .from(pushSubscriptions)
      .where(
        sql`${pushSubscriptions.userId} in (select value::uuid from json_array_elements_text(${JSON.stringify(userIds)}::json))`,
      );
    const body = JSON.stringify(payload);
    const report: PushReport = { sent: 0, removed: 0, failed: 0 };
    const dead: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < rows.length) {
        const { token } = rows[next++]!;
        const outcome = await deliver(token, body).catch((err: Error) => {
          log.warn({ err: err.message }, 'push failed');
          return 'failed' as const;
        });
        report[outcome]++;
        if (outcome === 'removed') dead.push(token);
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, rows.length) }, worker));
    if (dead.length) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.token, dead));
    return report;
  }

  return {
    publicKey: vapid.publicKey,
    send: (userIds, payload) =>
      sendAll(userIds, payload).catch((err: Error) => {
        log.error({ err }, 'push delivery failed');
        return { sent: 0, removed: 0, failed: userIds.length };
      }),
  };
}
