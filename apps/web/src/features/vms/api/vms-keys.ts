import { communityKey } from '../../../shared/api/query-keys';

/**
 * The area's query keys. Every view keeps its queries under `all`, so one invalidation (a live
 * change from the gate, the app or a colleague) refreshes whatever view is open.
 */
export const vmsKeys = {
  all: (communityID: string) => communityKey('vms', communityID),
  view: (communityID: string, view: string) => [...vmsKeys.all(communityID), view] as const,
};
