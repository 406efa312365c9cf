import { useSession } from '../../shared/session/use-session';

const DEFAULT_ZONE = 'Asia/Bangkok';

/** The current community and its time zone (the zone every post time is shown and picked in). */
export function useCommunity() {
  const { communityID, communityInfo } = useSession();
  return { communityID: communityID ?? '', timeZone: communityInfo?.timeZone || DEFAULT_ZONE };
}
