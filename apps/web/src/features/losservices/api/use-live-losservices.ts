import { useLiveChanges } from '../../../shared/live/use-live-changes';
import { losservicesKeys } from './losservices';

/** Others' changes appear on an open page without a reload: the API announces each (changeLosservices). */
export const useLiveLosservices = () => useLiveChanges('LOS_SERVICES', losservicesKeys.all);
