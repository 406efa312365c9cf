import { useLiveChanges } from '../../../shared/live/use-live-changes';
import { agmmeetingKeys } from './agmmeeting';

/** Others' changes appear on an open page without a reload: the API announces each (changeAgmmeeting). */
export const useLiveAgmmeeting = () => useLiveChanges('AGM_MEETING', agmmeetingKeys.all);
