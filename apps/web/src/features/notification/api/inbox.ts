import type { InboxItem } from '@cc/contracts/notification';
import { notificationOps } from '@cc/contracts/notification';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { writeKeys } from '../../../shared/session/session-storage';
import { notificationKeys } from './notification-keys';

export type InboxPage = { items: InboxItem[]; lastKey?: string | null };
export type InboxData = InfiniteData<InboxPage, string>;

/** Spec 7: the first page sends the text 'undefined' as lastKey. */
export const FIRST_PAGE_KEY = 'undefined';

export async function fetchInboxPage(communityID: string, lastKey: string): Promise<InboxPage> {
  const { items, lastKey: next } = await callOp(notificationOps.inbox, { query: { communityID, lastKey } });
  return { items, lastKey: next };
}

export const nextPageKey = (page: InboxPage): string | undefined => page.lastKey ?? undefined;

/** The items shown, kept under the spec's `didNotificationList` key too (cleared on logout). */
export function rememberShownItems(items: readonly InboxItem[] | null): void {
  writeKeys({ didNotificationList: items ? JSON.stringify(items) : null });
}

/** Changes every loaded item (a read mark, all read) without reloading the list. */
export function updateLoadedItems(
  client: QueryClient,
  communityID: string,
  change: (item: InboxItem) => InboxItem,
): void {
  client.setQueryData<InboxData>(
    notificationKeys.inbox(communityID),
    (data) => data && { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.map(change) })) },
  );
}

/** A live notification joins the top of an open list once (a reconnect may repeat it). */
export function prependItem(client: QueryClient, communityID: string, item: InboxItem): void {
  client.setQueryData<InboxData>(notificationKeys.inbox(communityID), (data) => {
    if (!data?.pages.length) return data;
    if (data.pages.some((p) => p.items.some((i) => i.notificationID === item.notificationID))) return data;
    const [first, ...rest] = data.pages;
    return { ...data, pages: [{ ...first!, items: [item, ...first!.items] }, ...rest] };
  });
}

/**
 * After the live channel reconnects: items raised while it was down join the top of an open
 * list (the fresh first page, oldest first, so the order holds; ones already shown are skipped).
 */
export async function catchUp(client: QueryClient, communityID: string): Promise<void> {
  if (!client.getQueryData<InboxData>(notificationKeys.inbox(communityID))?.pages.length) return;
  try {
    const { items } = await fetchInboxPage(communityID, FIRST_PAGE_KEY);
    for (const item of [...items].reverse()) prependItem(client, communityID, item);
  } catch (e) {
    console.error('The notifications could not be brought up to date', e);
  }
}
