import { useLiveChanges } from '../../../shared/live/use-live-changes';
import { repairKeys } from './repair-keys';

/** Residents file and answer from the app while the office watches: every request view reads again. */
export const useLiveRequests = () => useLiveChanges('REPAIR_REQUEST', repairKeys.requests);
