import { DEFAULT_TIME_ZONE } from '@cc/contracts/session';
import { useSession } from './use-session';

/**
 * The current community's ID. Community pages only render inside one; an empty ID makes the API
 * refuse clearly instead of the console guessing.
 */
export const useCommunityID = (): string => useSession().communityID ?? '';

/** The community's time zone: its times are shown, and picked, as its own clock reads them. */
export const useTimeZone = (): string => useSession().communityInfo?.timeZone || DEFAULT_TIME_ZONE;
