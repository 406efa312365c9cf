import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../shared/session/use-session';

/** Desk screens only render inside a community; an empty ID makes the API refuse clearly. */
export const useCommunityID = (): string => useSession().communityID ?? '';

/** The community's time zone: parcel times are shown as the desk's clock reads them. */
export const useTimeZone = (): string => useSession().communityInfo?.timeZone ?? 'Asia/Bangkok';

/** Every parcel query starts with this key, so one change refreshes tabs, counts and the card. */
export const parcelKey = (communityID: string) => ['parcel', communityID] as const;

export function useParcelsChanged() {
  const qc = useQueryClient();
  const communityID = useCommunityID();
  return () => qc.invalidateQueries({ queryKey: parcelKey(communityID) });
}

/** Keyset page size of the desk's lists. */
export const PAGE_SIZE = 20;
