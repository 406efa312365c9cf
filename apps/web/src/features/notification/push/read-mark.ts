import { isUuid } from '@cc/contracts/notification';

/** The query a push click's new window carries (public/sw.js pageToOpen). */
export const READ_MARK_PARAMS = { notification: 'readNotificationID', community: 'readCommunityID' } as const;

export interface ReadMark {
  /** Null when the query's id is not one: the mark is then only removed. */
  notificationID: string | null;
  /** The push's community; null when the worker did not know it (then the current one). */
  communityID: string | null;
  /** The query without the read mark, as the page should show it. */
  search: string;
}

/** The read mark in a page's query (a page opened from a push), or null when there is none. */
export function takeReadMark(search: string): ReadMark | null {
  const params = new URLSearchParams(search);
  const id = params.get(READ_MARK_PARAMS.notification);
  if (id === null) return null;
  const communityID = params.get(READ_MARK_PARAMS.community) || null;
  params.delete(READ_MARK_PARAMS.notification);
  params.delete(READ_MARK_PARAMS.community);
  const rest = params.toString();
  return { notificationID: isUuid(id) ? id : null, communityID, search: rest ? `?${rest}` : '' };
}
