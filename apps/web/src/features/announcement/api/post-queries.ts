import type { ANNOUNCEMENT_TABS } from '@cc/contracts/announcement';
import { announcementOps } from '@cc/contracts/announcement-ops';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { announcementKeys } from './announcement-keys';

export type Tab = (typeof ANNOUNCEMENT_TABS)[number];

/** One manage tab, searched, paged by lastKey (pinned first, as the API orders it). */
export const postListQuery = (communityID: string, tab: Tab, q: string) =>
  infiniteQueryOptions({
    queryKey: announcementKeys.list(communityID, tab, q),
    queryFn: ({ pageParam, signal }) =>
      callOp(announcementOps.list, {
        query: { communityID, tab, q: q || undefined, lastKey: pageParam, limit: 20 },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.lastKey ?? undefined,
  });

export const postDetailQuery = (communityID: string, announcementID: string) =>
  queryOptions({
    queryKey: announcementKeys.detail(communityID, announcementID),
    queryFn: async ({ signal }) =>
      (await callOp(announcementOps.detail, { query: { communityID, announcementID }, signal })).data,
  });
