import { useQueryClient } from '@tanstack/react-query';
import { communityKey } from '../../../shared/api/query-keys';
import { useCommunityID } from '../../../shared/session/use-community';

/** Every parcel query starts with this key, so one change refreshes tabs, counts and the card. */
export const parcelKey = (communityID: string) => communityKey('parcel', communityID);

export function useParcelsChanged() {
  const qc = useQueryClient();
  const communityID = useCommunityID();
  return () => qc.invalidateQueries({ queryKey: parcelKey(communityID) });
}

/** Keyset page size of the desk's lists. */
export const PAGE_SIZE = 20;
