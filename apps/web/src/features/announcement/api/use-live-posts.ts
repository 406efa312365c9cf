import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { announcementKeys } from './announcement-keys';
import { followLivePosts } from './follow-live-posts';
import { postListQuery } from './post-queries';

/** How often the page refetches while posts wait to go live and no live event can say so. */
const FALLBACK_REFETCH_MS = 30_000;

/**
 * Moves a post from Scheduled to Published on screen when the scheduler publishes it, without a
 * reload: see followLivePosts. The scheduled tab's first page says whether any post waits.
 */
export function useLivePosts(communityID: string) {
  const client = useQueryClient();
  const scheduled = useInfiniteQuery({
    ...postListQuery(communityID, 'SCHEDULED', ''),
    enabled: !!communityID,
  });
  const hasScheduled = useRef(false);
  hasScheduled.current = (scheduled.data?.pages[0]?.items.length ?? 0) > 0;

  useEffect(() => {
    if (!communityID) return;
    return followLivePosts({
      communityID,
      refetch: () => void client.invalidateQueries({ queryKey: announcementKeys.all(communityID) }),
      hasScheduled: () => hasScheduled.current,
      pollEveryMs: FALLBACK_REFETCH_MS,
    });
  }, [client, communityID]);
}
