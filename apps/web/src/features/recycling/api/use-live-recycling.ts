import { useLiveChanges } from '../../../shared/live/use-live-changes';
import { recyclingKeys } from './recycling';

/** Others' changes appear on an open page without a reload: the API announces each (changeRecycling). */
export const useLiveRecycling = () => useLiveChanges('RECYCLING', recyclingKeys.all);
