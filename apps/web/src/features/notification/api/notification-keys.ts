/** Query keys of the bell, per community, so a switch never shows the last community's items. */
export const notificationKeys = {
  all: (communityID: string) => ['notification', communityID] as const,
  badge: (communityID: string) => ['notification', communityID, 'badge'] as const,
  inbox: (communityID: string) => ['notification', communityID, 'inbox'] as const,
};
