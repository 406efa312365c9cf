import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useCommunityID } from '../../../shared/session/use-community';
import { refreshPayments } from './evidence';
import { followLiveEvidence } from './follow-live-evidence';

/** How often the queue is read while no live socket can tell of new slips. */
const FALLBACK_REFETCH_MS = 20_000;

/** New and decided payments appear on an open queue without a reload: see followLiveEvidence. */
export function useLiveEvidence() {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  useEffect(() => {
    if (!communityID) return;
    return followLiveEvidence({
      communityID,
      refetch: () => void refreshPayments(qc, communityID),
      pollEveryMs: FALLBACK_REFETCH_MS,
    });
  }, [communityID, qc]);
}
