import { communityKey } from '../../../shared/api/query-keys';

/** Every settings query starts with this key (shared/api/query-keys has the convention). */
export const settingsKey = (communityID: string) => communityKey('settings', communityID);
