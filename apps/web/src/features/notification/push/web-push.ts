import { notificationOps } from '@cc/contracts/notification';
import { callOp } from '../../../shared/api/api-client';
import { readKey, writeKeys } from '../../../shared/session/session-storage';
import { registerServiceWorker, serviceWorkerSupported } from './service-worker';

export type PushState = 'unsupported' | NotificationPermission;

export function pushState(): PushState {
  if (!serviceWorkerSupported() || !('PushManager' in window) || !('Notification' in window))
    return 'unsupported';
  return Notification.permission;
}

function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const b64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const raw = atob(b64);
  const bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  !!a && a.byteLength === b.byteLength && new Uint8Array(a).every((v, i) => v === b[i]);

let subscribing: Promise<boolean> | null = null;

/**
 * With permission granted: subscribe this browser with the server's VAPID key (or reuse its
 * subscription), send it to the server and keep it as `fcmToken`, which logout removes first.
 * Push failures are only logged (spec 8). Resolves true when the server holds the subscription.
 */
export function ensurePushSubscription(): Promise<boolean> {
  if (pushState() !== 'granted') return Promise.resolve(false);
  subscribing ??= subscribe()
    .catch((e: unknown) => {
      console.error('Web push could not be set up', e);
      return false;
    })
    .finally(() => {
      subscribing = null;
    });
  return subscribing;
}

async function subscribe(): Promise<boolean> {
  const registration = await registerServiceWorker();
  if (!registration) return false;
  await navigator.serviceWorker.ready;
  const { data } = await callOp(notificationOps.vapidPublicKey, { auth: false });
  const key = base64UrlToBytes(data.publicKey);
  let sub = await registration.pushManager.getSubscription();
  // A subscription made with another server key (the keys were replaced) can no longer be used.
  if (sub && !sameKey(sub.options.applicationServerKey, key)) {
    await sub.unsubscribe();
    sub = null;
  }
  sub ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const fcmToken = JSON.stringify(sub);
  await callOp(notificationOps.subscribe, { body: { fcmToken } });
  // Only a token the server holds is kept: logout asks the server to remove exactly this one.
  if (readKey('id_token') !== null) writeKeys({ fcmToken });
  return true;
}

/** The prompt in the bell's popover: asks the browser, then subscribes if the user allowed it. */
export async function enablePush(): Promise<PushState> {
  if (pushState() === 'unsupported') return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'granted') await ensurePushSubscription();
  return permission;
}
