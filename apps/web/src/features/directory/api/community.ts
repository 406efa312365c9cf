import { useSession } from '../../../shared/session/use-session';

/** The current community's ID; every directory call is scoped to it. */
export const useCommunityID = (): string => useSession().communityID ?? '';
