/** What public/sw.js posts to open tabs. */
export type WorkerMessage =
  | { type: 'notification:push'; data?: PushData }
  | { type: 'notification:open'; target: string; data?: PushData };

export interface PushData {
  featureEnum?: string;
  target?: string;
  communityID?: string;
  notificationID?: string;
}

export const serviceWorkerSupported = (): boolean =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator && window.isSecureContext;

let registering: Promise<ServiceWorkerRegistration | null> | null = null;

/**
 * Spec 4: the console registers its service worker when it starts. It is served at /sw.js with
 * scope / (public/sw.js, not hashed, never cached), so one worker serves every console page.
 */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!serviceWorkerSupported()) return Promise.resolve(null);
  registering ??= navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((e: unknown) => {
    console.error('The service worker could not be registered', e);
    registering = null;
    return null;
  });
  return registering;
}

/** Listens to the worker's messages to this tab; returns the unsubscribe. */
export function onWorkerMessage(listener: (m: WorkerMessage) => void): () => void {
  if (!serviceWorkerSupported()) return () => undefined;
  const handler = (e: MessageEvent) => {
    const m = e.data as WorkerMessage | null;
    if (m && (m.type === 'notification:push' || m.type === 'notification:open')) listener(m);
  };
  navigator.serviceWorker.addEventListener('message', handler);
  return () => navigator.serviceWorker.removeEventListener('message', handler);
}
