import { useLiveChanges } from '../../../shared/live/use-live-changes';
import { vmsKeys } from './vms-keys';

/** The gate's changes appear on an open view without a reload: the API announces each (changeVms). */
export const useLiveVms = () => useLiveChanges('VMS_NITI', vmsKeys.all);
