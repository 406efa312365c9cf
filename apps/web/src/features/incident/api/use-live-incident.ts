import { useLiveChanges } from '../../../shared/live/use-live-changes';
import { incidentKeys } from './incident';

/** Others' changes appear on an open page without a reload: the API announces each (changeIncident). */
export const useLiveIncident = () => useLiveChanges('INCIDENT_REPORT', incidentKeys.all);
