import { Webhook } from 'standardwebhooks';
import { type Outcome, type OutgoingMessage, permanentStatus } from './outcome';
import { checkWebhookUrl } from './url-guard';

const TIMEOUT_MS = 10_000;

/** The JSON an office's webhook receives. */
export const webhookPayload = (m: OutgoingMessage) =>
  JSON.stringify({
    type: m.featureEnum ? 'notification' : 'message',
    timestamp: m.createdAt.toISOString(),
    data: { communityID: m.communityId, featureEnum: m.featureEnum, title: m.title, body: m.body },
  });

/**
 * A Standard Webhooks POST: `webhook-id` is the delivery's retry key, the same on every attempt,
 * so the receiver can drop a duplicate; the signature covers id, timestamp and body. Redirects are
 * not followed (one could lead inside the network the address check guards).
 */
export async function sendWebhook(
  m: OutgoingMessage,
  url: string,
  secret: string,
  allowPrivate: boolean,
): Promise<Outcome> {
  const check = await checkWebhookUrl(url, allowPrivate);
  if (check !== 'ok')
    return { ok: false, httpStatus: null, error: `webhook address is ${check}`, permanent: false };
  const id = `msg_${m.retryKey}`;
  const at = new Date();
  const body = webhookPayload(m);
  try {
    const res = await fetch(url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: {
        'content-type': 'application/json',
        'webhook-id': id,
        'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
        'webhook-signature': new Webhook(secret).sign(id, at, body),
      },
      body,
    });
    await res.arrayBuffer().catch(() => undefined);
    if (res.ok) return { ok: true, httpStatus: res.status, providerId: id };
    return {
      ok: false,
      httpStatus: res.status,
      error: `webhook answered ${res.status}`,
      permanent: permanentStatus(res.status),
    };
  } catch (err) {
    return {
      ok: false,
      httpStatus: null,
      error: `webhook unreachable: ${(err as Error).message}`,
      permanent: false,
    };
  }
}
