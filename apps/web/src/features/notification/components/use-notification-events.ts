import type { InboxItem } from '@cc/contracts/notification';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { badgeCountQuery } from '../api/badge-count';
import { catchUp, prependItem } from '../api/inbox';
import { notificationKeys } from '../api/notification-keys';
import { liveAccessToken } from '../live/access-token';
import { openLiveChannel } from '../live/live-channel';
import { openWindowRelay } from '../live/window-relay';
import { onWorkerMessage, registerServiceWorker, type WorkerMessage } from '../push/service-worker';
import { ensurePushSubscription } from '../push/web-push';

const refreshBadge = (client: QueryClient, communityID: string) =>
  client.invalidateQueries({ queryKey: notificationKeys.badge(communityID) });

/**
 * Everything that moves the bell without a click: the live channel (badge and new items at
 * once), tab focus and the service worker's push messages (spec 4: the badge refreshes on both),
 * and the worker's "open this" after a click on a shown push.
 */
export function useNotificationEvents(communityID: string, onOpenTarget: (m: WorkerMessage) => void) {
  const client = useQueryClient();
  const openTarget = useRef(onOpenTarget);
  openTarget.current = onOpenTarget;

  // One live socket per tab for the current community; a switch reloads the page, sign-out
  // unmounts the shell, and either closes it. Other features' pages follow it through the relay.
  useEffect(() => {
    const relay = openWindowRelay(communityID);
    const stopChannel = openLiveChannel({
      communityID,
      accessToken: ({ forceRefresh }) =>
        liveAccessToken(forceRefresh, () =>
          client.fetchQuery({ ...badgeCountQuery(communityID), staleTime: 0 }),
        ),
      onEvent: (event) => {
        if (event.type === 'badge')
          client.setQueryData(notificationKeys.badge(communityID), event.inboxBadgeCount);
        if (event.type === 'notification') prependItem(client, communityID, event.item as InboxItem);
        if (event.type === 'changed') relay.changed(event);
      },
      // The greeting brings the badge back; an open list fetches what it missed.
      onReconnect: () => void catchUp(client, communityID),
      onStatus: relay.setConnected,
    });
    return () => {
      stopChannel();
      relay.stop();
    };
  }, [client, communityID]);

  useEffect(() => {
    const onFocus = () => {
      if (document.visibilityState === 'visible') void refreshBadge(client, communityID);
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
    const stopWorker = onWorkerMessage((m) => {
      void refreshBadge(client, communityID);
      if (m.type === 'notification:open') openTarget.current(m);
    });
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
      stopWorker();
    };
  }, [client, communityID]);

  // Spec 4: the worker is registered when the console starts; with push already allowed, this
  // browser's subscription is (re)sent so the server holds it under this user.
  useEffect(() => {
    void registerServiceWorker().then((r) => r && ensurePushSubscription());
  }, []);
}
