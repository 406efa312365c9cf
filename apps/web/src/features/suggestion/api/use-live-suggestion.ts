import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { followLiveChanges } from '../../../shared/live/follow-live-changes';
import { useCommunityID } from '../../../shared/session/use-community';
import { suggestionKeys } from './suggestion';

/** How often the page reads again while no live socket can tell of changes. */
const FALLBACK_REFETCH_MS = 30_000;

/** Others' changes appear on an open page without a reload: the API announces each (changeSuggestion). */
export function useLiveSuggestion() {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  useEffect(() => {
    if (!communityID) return;
    return followLiveChanges({
      communityID,
      featureEnum: 'SUGGESTION',
      refetch: () => void qc.invalidateQueries({ queryKey: suggestionKeys.views(communityID) }),
      pollEveryMs: FALLBACK_REFETCH_MS,
    });
  }, [communityID, qc]);
}
