/*
 * The console's service worker, served at /sw.js with scope / (not hashed, never cached, so an
 * update reaches browsers on their next visit).
 *
 * - push: spec 3's payload { notification: { title, body }, data: { featureEnum, target, ... } }.
 *   Every open console tab is told, so its badge refreshes. The notification is shown unless a
 *   console tab is focused (that tab already shows the badge through its live channel).
 * - notificationclick: focuses an open console tab and tells it where to go (it navigates
 *   without reloading and marks the item read), or opens the page in a new window with the item
 *   in its query (readNotificationID, readCommunityID), which the page marks read and removes:
 *   the worker cannot mark it itself, as the session's token lives in the page's storage.
 */
const CONSOLE_PATH = /^\/(?!\/)[^\s\\]*$/;

/** Only a path inside the console is ever opened; anything else leads to the dashboard. */
const safeTarget = (target) =>
  typeof target === 'string' && CONSOLE_PATH.test(target) && target.startsWith('/dashboard')
    ? target
    : '/dashboard';

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

const consoleTabs = () => self.clients.matchAll({ type: 'window', includeUncontrolled: true });

function readPayload(event) {
  try {
    return event.data ? event.data.json() : {};
  } catch {
    return { notification: { title: '', body: event.data ? event.data.text() : '' } };
  }
}

async function onPush(event) {
  const payload = readPayload(event) || {};
  const note = payload.notification || {};
  const data = payload.data || {};
  const tabs = await consoleTabs();
  for (const tab of tabs) tab.postMessage({ type: 'notification:push', data });
  if (tabs.some((tab) => tab.focused && tab.visibilityState === 'visible')) return;
  await self.registration.showNotification(note.title || '', {
    body: note.body || '',
    data: { ...data, target: safeTarget(data.target) },
    tag: data.notificationID || undefined,
    icon: '/favicon.svg',
    lang: '',
    dir: 'auto',
  });
}

self.addEventListener('push', (event) => {
  event.waitUntil(onPush(event));
});

async function onClick(notification) {
  const data = notification.data || {};
  const target = safeTarget(data.target);
  const tabs = await consoleTabs();
  // A tab showing the console (not the sign-in page) navigates itself, without a reload.
  const tab = tabs.find((t) => {
    const url = new URL(t.url);
    return url.origin === self.location.origin && url.pathname.startsWith('/dashboard');
  });
  if (tab) {
    await tab.focus();
    tab.postMessage({ type: 'notification:open', target, data });
    return;
  }
  await self.clients.openWindow(pageToOpen(target, data));
}

/** The target with the item to mark read (the names the page's takeReadMark reads). */
function pageToOpen(target, data) {
  const url = new URL(target, self.location.origin);
  const text = (v) => typeof v === 'string' && v.length > 0 && v.length <= 100;
  if (text(data.notificationID)) {
    url.searchParams.set('readNotificationID', data.notificationID);
    if (text(data.communityID)) url.searchParams.set('readCommunityID', data.communityID);
  }
  return url.href;
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(onClick(event.notification));
});
