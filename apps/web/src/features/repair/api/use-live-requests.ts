import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { followLiveChanges } from '../../../shared/live/follow-live-changes';
import { useCommunityID } from '../../../shared/session/use-community';
import { repairKeys } from './repair-keys';

/** How often requests are read while no live socket can tell of residents' new ones. */
const FALLBACK_REFETCH_MS = 30_000;

/**
 * Residents file and answer from the app while the office watches the list: each REPAIR_REQUEST
 * change reads every request view again; without the socket it polls.
 */
export function useLiveRequests() {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  useEffect(() => {
    if (!communityID) return;
    return followLiveChanges({
      communityID,
      featureEnum: 'REPAIR_REQUEST',
      refetch: () => void qc.invalidateQueries({ queryKey: repairKeys.requests(communityID) }),
      pollEveryMs: FALLBACK_REFETCH_MS,
      pollWhile: () => document.visibilityState === 'visible',
    });
  }, [communityID, qc]);
}
