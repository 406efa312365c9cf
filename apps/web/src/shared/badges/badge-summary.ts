import { BADGE_OVERFLOW, type FeatureBadge, homeOps } from '@cc/contracts/home';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callOp } from '../api/api-client';
import { communityKey } from '../api/query-keys';
import { followFigure } from '../live/throttled-refresh';
import { useCommunityID } from '../session/use-community';

/** The badges are no area's own: one key per community, read by the sidebar and the landing. */
export const badgeKey = (communityID: string) => communityKey('badge', communityID);

/** While no live socket tells of changes, the badges still read again this often. */
const POLL_MS = 60_000;

export const badgeSummaryQuery = (communityID: string) =>
  queryOptions({
    queryKey: badgeKey(communityID),
    queryFn: async ({ signal }) =>
      (await callOp(homeOps.badgeSummary, { query: { communityID }, signal })).data.items,
    enabled: !!communityID,
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
  });

export const useBadgeSummary = () => useQuery(badgeSummaryQuery(useCommunityID()));

/** One area's badge count, or 0 (nothing to act on, or not yet known). */
export const badgeCountOf = (items: readonly FeatureBadge[] | undefined, areaKey: string) =>
  items?.find((b) => b.key === areaKey)?.count ?? 0;

/** Spec 9: the badge's overflow; antd's Badge writes `99+` past it. */
export const BADGE_MAX = BADGE_OVERFLOW;

/**
 * Reads the badges again on every `changed` event of this community (any area: each may move a
 * count) and when the tab is shown, at most once per two seconds. Mounted once, by the shell.
 */
export function useLiveBadges() {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  useEffect(() => {
    if (!communityID) return;
    return followFigure({
      communityID,
      refresh: () => void qc.invalidateQueries({ queryKey: badgeKey(communityID) }),
    });
  }, [communityID, qc]);
}
