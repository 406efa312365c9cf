import type { QueryClient } from '@tanstack/react-query';
import { communityKey } from '../api/query-keys';

/**
 * Buildings and units are the residence core every area reads (directory, parcels, posts, and
 * later billing or repair). One key per community and one stale time for all of them, so a
 * directory change refreshes every screen that shows them and no area keeps its own stale copy.
 */
export const residenceKeys = {
  all: (communityID: string) => communityKey('residence', communityID),
  buildings: (communityID: string) => [...residenceKeys.all(communityID), 'buildings'] as const,
  units: (communityID: string) => [...residenceKeys.all(communityID), 'units'] as const,
};

/** Buildings and units change rarely (an office edits them, then works from them for weeks). */
export const RESIDENCE_STALE_TIME = 5 * 60_000;

/** After any write to buildings, units or their members: every residence query reads again. */
export const residenceChanged = (qc: QueryClient, communityID: string) =>
  qc.invalidateQueries({ queryKey: residenceKeys.all(communityID) });
