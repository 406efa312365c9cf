import type { InboxItem } from '@cc/contracts/notification';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catchUp, type InboxData, prependItem, updateLoadedItems } from './inbox';
import { notificationKeys } from './notification-keys';

// The session modules read browser storage as they load; node has none, so give it some.
vi.hoisted(() => {
  const memory = () => {
    const m = new Map<string, string>();
    return {
      getItem: (k: string) => m.get(k) ?? null,
      setItem: (k: string, v: string) => void m.set(k, String(v)),
      removeItem: (k: string) => void m.delete(k),
    };
  };
  for (const name of ['localStorage', 'sessionStorage'])
    Object.defineProperty(globalThis, name, { value: memory(), configurable: true });
});

const C = 'riverside-condo';
const item = (n: number): InboxItem => ({
  notificationID: `0193a1b2-0000-7000-8000-${String(n).padStart(12, '0')}`,
  inboxTitle: `Item ${n}`,
  inboxBody: 'body',
  displayActivityDate: '2025-11-21T09:00:00.000Z',
  readContentFlag: false,
  featureEnum: 'SUGGESTION',
  target: '/dashboard/suggestion',
});

function clientWith(pages: InboxItem[][] | null) {
  const client = new QueryClient();
  if (pages)
    client.setQueryData<InboxData>(notificationKeys.inbox(C), {
      pages: pages.map((items) => ({ items, lastKey: null })),
      pageParams: pages.map(() => 'undefined'),
    });
  return client;
}
const titles = (client: QueryClient) =>
  client
    .getQueryData<InboxData>(notificationKeys.inbox(C))
    ?.pages.map((p) => p.items.map((i) => i.inboxTitle));

afterEach(() => vi.unstubAllGlobals());

describe('the open list', () => {
  it('takes a live item on top once, and ignores it while closed', () => {
    const open = clientWith([[item(2), item(1)], [item(0)]]);
    prependItem(open, C, item(3));
    prependItem(open, C, item(3));
    expect(titles(open)).toEqual([['Item 3', 'Item 2', 'Item 1'], ['Item 0']]);
    const closed = clientWith(null);
    prependItem(closed, C, item(3));
    expect(titles(closed)).toBeUndefined();
  });

  it('marks loaded items read in place', () => {
    const client = clientWith([[item(2), item(1)]]);
    updateLoadedItems(client, C, (i) => ({ ...i, readContentFlag: i.inboxTitle === 'Item 1' }));
    const flags = client.getQueryData<InboxData>(notificationKeys.inbox(C))!.pages[0]!.items;
    expect(flags.map((i) => i.readContentFlag)).toEqual([false, true]);
  });

  it('catches up after a reconnect with what it missed, in order', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ isSuccess: true, items: [item(5), item(4), item(3), item(2)] })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const client = clientWith([[item(3), item(2), item(1)]]);
    await catchUp(client, C);
    expect(titles(client)).toEqual([['Item 5', 'Item 4', 'Item 3', 'Item 2', 'Item 1']]);
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toContain('lastKey=undefined');
    // Nothing open: nothing fetched.
    await catchUp(clientWith(null), C);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
