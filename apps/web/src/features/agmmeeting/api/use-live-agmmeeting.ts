import { useLiveChanges } from '../../../shared/live/use-live-changes';
import { agmKeys } from './agm-keys';

/**
 * Others' changes appear without a reload: the API announces each write of the area (votes
 * coalesced to at most twice a second per meeting), and every query of the area is read again.
 */
export const useLiveAgmmeeting = () => useLiveChanges('AGM_MEETING', agmKeys.all);
