import { useLiveChanges } from '../../../shared/live/use-live-changes';
import { patrolKeys } from './patrol';

/** Others' changes appear on an open page without a reload: the API announces each (changePatrol). */
export const useLivePatrol = () => useLiveChanges('PATROL', patrolKeys.all);
