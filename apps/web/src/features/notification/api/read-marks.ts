import { notificationOps } from '@cc/contracts/notification';
import type { QueryClient } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { updateLoadedItems } from './inbox';
import { notificationKeys } from './notification-keys';

/**
 * Marks one item read and sets the badge from the answer. The list changes at once; a failure is
 * only logged (spec 8), and the badge then comes back right on the next refresh.
 */
export async function markRead(client: QueryClient, communityID: string, notificationID: string) {
  updateLoadedItems(client, communityID, (i) =>
    i.notificationID === notificationID ? { ...i, readContentFlag: true } : i,
  );
  try {
    const { item } = await callOp(notificationOps.read, { body: { communityID, notificationID } });
    client.setQueryData(notificationKeys.badge(communityID), item.inboxBadgeCount);
  } catch (e) {
    console.error('The notification could not be marked read', e);
  }
}

export async function markAllRead(client: QueryClient, communityID: string) {
  try {
    const { item } = await callOp(notificationOps.readAll, { body: { communityID } });
    client.setQueryData(notificationKeys.badge(communityID), item.inboxBadgeCount);
    updateLoadedItems(client, communityID, (i) => ({ ...i, readContentFlag: true }));
  } catch (e) {
    console.error('The notifications could not be marked read', e);
  }
}
