import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { followLiveChanges } from '../../../shared/live/follow-live-changes';
import { useCommunityID } from '../../../shared/session/use-community';
import { facilitybookingKeys } from './facilitybooking-keys';

/** How often bookings are read while no live socket can tell of residents' new ones. */
const FALLBACK_REFETCH_MS = 30_000;

/**
 * Residents book from the app while the office watches the calendar or the list: each
 * FACILITY_BOOKING change reads every booking view again; without the socket it polls.
 */
export function useLiveBookings() {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  useEffect(() => {
    if (!communityID) return;
    return followLiveChanges({
      communityID,
      featureEnum: 'FACILITY_BOOKING',
      // The facility cards' figures of the day move with the bookings, so the whole area reads again.
      refetch: () => void qc.invalidateQueries({ queryKey: facilitybookingKeys.all(communityID) }),
      pollEveryMs: FALLBACK_REFETCH_MS,
      pollWhile: () => document.visibilityState === 'visible',
    });
  }, [communityID, qc]);
}
