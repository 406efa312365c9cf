import type { FeatureArea } from '@cc/contracts/features';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { communityKey } from '../../../shared/api/query-keys';
import { followFigure } from '../../../shared/live/throttled-refresh';
import { useCommunityID } from '../../../shared/session/use-community';

/**
 * Keeps one card's figures current without a reload: each `changed` event of its area in this
 * community, and the tab shown again, read the area's queries again (only the card's are
 * mounted here), at most once per two seconds. Every area keys its queries `[area, community,
 * ...]` (shared/api/query-keys), so the landing needs no area's key factory.
 */
export function useLiveCard(area: FeatureArea, hasFigures: boolean) {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  const { key, featureEnum } = area;
  useEffect(() => {
    if (!communityID || !featureEnum || !hasFigures) return;
    return followFigure({
      communityID,
      featureEnum,
      refresh: () => void qc.invalidateQueries({ queryKey: communityKey(key, communityID) }),
    });
  }, [communityID, featureEnum, key, hasFigures, qc]);
}
