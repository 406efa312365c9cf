/**
 * The query key convention: every community-scoped key is `[area, communityID, ...what]`, the
 * area being the registry key of the feature that owns the query (or a shared core name such as
 * 'residence'). So invalidating `communityKey(area, id)` refreshes everything an area shows for
 * one community, and a community switch can never serve another community's cache. Features keep
 * their keys in one factory beside their queries (see notification-keys, parcel-keys) and never
 * write a key by hand at a call site. Keys of queries that are not community-scoped (the user's
 * own profile, product news) start with the area alone.
 */
export const communityKey = <A extends string>(area: A, communityID: string) => [area, communityID] as const;
