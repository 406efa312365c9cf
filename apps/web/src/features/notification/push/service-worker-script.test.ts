import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { takeReadMark } from './read-mark';

/** public/sw.js run against a fake worker global, so its push and click rules are checked. */
const SOURCE = readFileSync(path.resolve(import.meta.dirname, '../../../../public/sw.js'), 'utf8');
const ORIGIN = 'https://console.example';

interface Tab {
  url: string;
  focused: boolean;
  visibilityState: 'visible' | 'hidden';
  postMessage: ReturnType<typeof vi.fn>;
  focus: ReturnType<typeof vi.fn>;
}

const tab = (url: string, focused: boolean): Tab => ({
  url: `${ORIGIN}${url}`,
  focused,
  visibilityState: focused ? 'visible' : 'hidden',
  postMessage: vi.fn(),
  focus: vi.fn(async () => undefined),
});

function loadWorker(tabs: Tab[]) {
  const listeners: Record<string, (e: unknown) => void> = {};
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const opened: string[] = [];
  const self = {
    addEventListener: (type: string, f: (e: unknown) => void) => {
      listeners[type] = f;
    },
    skipWaiting: () => undefined,
    location: { origin: ORIGIN },
    clients: {
      matchAll: async () => tabs,
      claim: async () => undefined,
      openWindow: async (url: string) => {
        opened.push(url);
      },
    },
    registration: {
      showNotification: async (title: string, options: Record<string, unknown>) => {
        shown.push({ title, options });
      },
    },
  };
  new Function('self', SOURCE)(self);
  const fire = async (type: string, event: object) => {
    let done: Promise<unknown> = Promise.resolve();
    listeners[type]!({ ...event, waitUntil: (p: Promise<unknown>) => (done = p) });
    await done;
  };
  return { fire, shown, opened };
}

const payload = (data: object) => ({
  data: {
    json: () => ({ notification: { title: 'Leak in A-0304', body: 'Please send someone' }, data }),
  },
});

describe('service worker', () => {
  it('shows a push while no console tab is focused, and tells every tab', async () => {
    const background = tab('/dashboard', false);
    const w = loadWorker([background]);
    const data = { featureEnum: 'REPAIR_REQUEST', target: '/dashboard/repair', notificationID: 'n1' };
    await w.fire('push', payload(data));
    expect(background.postMessage).toHaveBeenCalledWith({ type: 'notification:push', data });
    expect(w.shown).toEqual([
      {
        title: 'Leak in A-0304',
        options: expect.objectContaining({ body: 'Please send someone', tag: 'n1', data }),
      },
    ]);
  });

  it('leaves the showing to a focused console tab', async () => {
    const focused = tab('/dashboard/parcel', true);
    const w = loadWorker([focused]);
    await w.fire('push', payload({ featureEnum: 'CHAT_NITI', target: '/dashboard/chat' }));
    expect(focused.postMessage).toHaveBeenCalledTimes(1);
    expect(w.shown).toEqual([]);
  });

  it('never carries a target outside the console', async () => {
    const w = loadWorker([]);
    await w.fire('push', payload({ featureEnum: 'SUGGESTION', target: 'https://evil.example/' }));
    await w.fire('push', payload({ featureEnum: 'SUGGESTION', target: '//evil.example/' }));
    expect(w.shown.map((s) => (s.options.data as { target: string }).target)).toEqual([
      '/dashboard',
      '/dashboard',
    ]);
  });

  it('on click, focuses an open console tab and tells it where to go', async () => {
    const signin = tab('/signin', false);
    const dashboardTab = tab('/dashboard/parcel', false);
    const w = loadWorker([signin, dashboardTab]);
    const close = vi.fn();
    const data = { target: '/dashboard/suggestion', notificationID: 'n2', communityID: 'c1' };
    await w.fire('notificationclick', { notification: { data, close } });
    expect(close).toHaveBeenCalled();
    expect(dashboardTab.focus).toHaveBeenCalled();
    expect(dashboardTab.postMessage).toHaveBeenCalledWith({
      type: 'notification:open',
      target: '/dashboard/suggestion',
      data,
    });
    expect(signin.postMessage).not.toHaveBeenCalled();
    expect(w.opened).toEqual([]);
  });

  it('on click with no console open, opens the page', async () => {
    const w = loadWorker([]);
    await w.fire('notificationclick', {
      notification: { data: { target: '/dashboard/chat' }, close: vi.fn() },
    });
    expect(w.opened).toEqual([`${ORIGIN}/dashboard/chat`]);
  });

  it('opens the page with the item in its query, for the page to mark it read', async () => {
    const signin = tab('/signin', false);
    const w = loadWorker([signin]);
    const notificationID = '0193a1b2-0000-7000-8000-000000000002';
    const data = { target: '/dashboard/announcement?announcementID=p1', notificationID, communityID: 'c 1' };
    await w.fire('notificationclick', { notification: { data, close: vi.fn() } });
    expect(w.opened).toHaveLength(1);
    const opened = new URL(w.opened[0]!);
    expect(`${opened.origin}${opened.pathname}`).toBe(`${ORIGIN}/dashboard/announcement`);
    // What the worker writes is what the page reads.
    expect(takeReadMark(opened.search)).toEqual({
      notificationID,
      communityID: 'c 1',
      search: '?announcementID=p1',
    });
    expect(signin.postMessage).not.toHaveBeenCalled();
  });
});
