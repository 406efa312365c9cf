import { communityKey } from '../../../shared/api/query-keys';

/**
 * Query keys of announcements, per community (convention in shared/api/query-keys): one
 * invalidation of `all` after a change refreshes every list, detail, report and the card.
 */
export const announcementKeys = {
  all: (communityID: string) => communityKey('announcement', communityID),
  list: (communityID: string, tab: string, q: string) =>
    [...announcementKeys.all(communityID), 'list', tab, q] as const,
  detail: (communityID: string, announcementID: string) =>
    [...announcementKeys.all(communityID), 'detail', announcementID] as const,
  preview: (communityID: string, input: string) =>
    [...announcementKeys.all(communityID), 'preview', input] as const,
  report: (communityID: string, part: 'top' | 'history', from: string, to: string) =>
    [...announcementKeys.all(communityID), 'report', part, from, to] as const,
  summary: (communityID: string) => [...announcementKeys.all(communityID), 'summary'] as const,
};
