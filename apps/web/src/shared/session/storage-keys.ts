/**
 * Browser storage keys, named exactly as spec section 3 lists them, so tools and people who know
 * the product find the values where they expect them.
 */
export const SESSION_KEYS = [
  'id_token',
  'access_token',
  'userToken',
  'userID',
  'communityID',
  'communityName',
  'communityType',
  'communityList',
  'communityInfo',
  'communityFeatureList',
  'userFirstname',
  'userLastname',
  'userImageUrl',
  'userDisplayStatus',
  'umStatus',
  'fcmToken',
  'didNotificationList',
  'userNotificationCountNitiList',
] as const;

/**
 * The spec lists no key for the refresh token; it lives beside the others and is cleared with
 * them, so "clear storage" still signs the browser out completely.
 */
export const REFRESH_TOKEN_KEY = 'refresh_token';

export type SessionKey = (typeof SESSION_KEYS)[number] | typeof REFRESH_TOKEN_KEY;
export const ALL_SESSION_KEYS: readonly SessionKey[] = [...SESSION_KEYS, REFRESH_TOKEN_KEY];
