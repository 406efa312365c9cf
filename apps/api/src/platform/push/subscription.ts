import { type PushSubscriptionJson, pushSubscriptionSchema } from '@cc/contracts/notification';

/**
 * The subscription as stored and compared: endpoint and keys only, in a fixed order, so the
 * same browser subscription is one row however the console serialised it.
 */
export function canonicalSubscription(fcmToken: string): string | null {
  const subscription = readSubscription(fcmToken);
  if (!subscription) return null;
  const { endpoint, keys } = subscription;
  return JSON.stringify({ endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } });
}

/** The subscription in a token, or null when the text is not one. */
export function readSubscription(token: string): PushSubscriptionJson | null {
  try {
    return pushSubscriptionSchema.parse(JSON.parse(token));
  } catch {
    return null;
  }
}

/**
 * Plain-http loopback endpoints exist for tests and local runs; a console served over https
 * accepts none, so a signed-in user cannot point the server at its own local ports.
 */
export function endpointAllowed(endpoint: string, publicUrl: string): boolean {
  return endpoint.startsWith('https://') || !publicUrl.startsWith('https://');
}
