import { useLiveChanges } from '../../../shared/live/use-live-changes';
import { regulationKeys } from './regulation';

/** Others' changes appear on an open page without a reload: the API announces each (changeRegulation). */
export const useLiveRegulation = () => useLiveChanges('COMMUNITY_RULES', regulationKeys.all);
